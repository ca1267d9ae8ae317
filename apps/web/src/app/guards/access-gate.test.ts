import { makeIdentity } from '../../test/identity-fixture';
import { type AccessDecision, decideAccess, isPathListed } from './access-gate';

const ONBOARDING = ['/resource/transcriptions/create'];
const show: AccessDecision = { action: 'show' };
const toLogin: AccessDecision = { action: 'redirect', to: '/auth/login' };
const toTerms: AccessDecision = { action: 'redirect', to: '/settings/terms' };
const toCreateWorkspace: AccessDecision = { action: 'redirect', to: '/resource/workspace' };
const noWorkspace = { ...makeIdentity(), workspace: null };
const toSubscribe: AccessDecision = {
  action: 'redirect',
  to: '/onboarding/subscription/create',
  notice: 'messages.subscription_required',
};

describe('decideAccess (spec §4, checked in order)', () => {
  it.each([
    // 1. no identity → login, whatever the path
    ['no identity', null, '/dashboard', toLogin],
    ['no identity on an exempt path', null, '/settings/terms', toLogin],
    // 2. terms not accepted and path not exempt → terms
    ['terms pending', makeIdentity({ terms_accepted: false }), '/dashboard', toTerms],
    ['terms pending on a subscription path', makeIdentity({ terms_accepted: false }), ONBOARDING[0], toTerms],
    ['terms pending on the terms page', makeIdentity({ terms_accepted: false }), '/settings/terms', show],
    ['terms pending on logout', makeIdentity({ terms_accepted: false }), '/auth/logout', show],
    ['terms pending on login', makeIdentity({ terms_accepted: false }), '/auth/login', show],
    [
      'terms pending on /settings (not exempt)',
      makeIdentity({ terms_accepted: false }),
      '/settings',
      toTerms,
    ],
    // 3. no workspace any more (removed from the last one) and path not exempt → create one
    ['no workspace', noWorkspace, '/dashboard', toCreateWorkspace],
    ['no workspace on settings', noWorkspace, '/settings', toCreateWorkspace],
    ['no workspace on the create page', noWorkspace, '/resource/workspace', show],
    ['no workspace on the terms page', noWorkspace, '/settings/terms', show],
    ['no workspace on logout', noWorkspace, '/auth/logout', show],
    ['no workspace on an invitation link', noWorkspace, '/invitations/abc', show],
    // 4. no subscription, not demo, path on the onboarding list → notice + onboarding
    ['no subscription on a listed path', makeIdentity(), '/resource/transcriptions/create', toSubscribe],
    ['no subscription below a listed path', makeIdentity(), '/resource/transcriptions/create/x', toSubscribe],
    ['no subscription off the list', makeIdentity(), '/dashboard', show],
    ['demo workspace on a listed path', makeIdentity({ is_demo: true }), ONBOARDING[0], show],
    ['subscribed on a listed path', makeIdentity({ has_subscription: true }), ONBOARDING[0], show],
    // 5. otherwise show
    ['everything in order', makeIdentity({ has_subscription: true }), '/settings', show],
  ] as const)('%s', (_label, identity, pathname, expected) => {
    expect(decideAccess({ identity, pathname: pathname ?? '', onboardingPaths: ONBOARDING })).toEqual(
      expected,
    );
  });

  it('redirects nobody to onboarding while the list is empty (the default)', () => {
    expect(
      decideAccess({ identity: makeIdentity(), pathname: ONBOARDING[0] ?? '', onboardingPaths: [] }),
    ).toEqual(show);
  });
});

describe('isPathListed', () => {
  it.each([
    ['/settings/terms', ['/settings/terms'], true],
    ['/settings/terms/', ['/settings/terms'], true],
    ['/settings/terms/v2', ['/settings/terms'], true],
    ['/settings/termsx', ['/settings/terms'], false],
    ['/settings', ['/settings/terms'], false],
    ['/anything', [], false],
  ] as const)('%s in %j → %s', (pathname, list, expected) => {
    expect(isPathListed(pathname, list)).toBe(expected);
  });
});
