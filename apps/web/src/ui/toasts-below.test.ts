import { TOASTS_TOP_PX, toastsTopBeside } from './toasts-below';

describe('where toasts open beside a bar they must not cover', () => {
  it('opens them in their usual place when the bar is above or well below it', () => {
    expect(toastsTopBeside({ top: 0, bottom: 56 })).toBe(TOASTS_TOP_PX);
    expect(toastsTopBeside({ top: 400, bottom: 450 })).toBe(TOASTS_TOP_PX);
  });

  it('opens them under the bar when it is stuck under the top bar or scrolls through their place', () => {
    expect(toastsTopBeside({ top: 56, bottom: 104 })).toBe(112);
    expect(toastsTopBeside({ top: 120.5, bottom: 170.2 })).toBe(179);
  });
});
