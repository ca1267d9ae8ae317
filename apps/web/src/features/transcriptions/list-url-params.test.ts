import { parseListParams } from './list-url-params';

describe('parseListParams', () => {
  it('reads page, sort, direction, status and search', () => {
    const params = parseListParams(
      new URLSearchParams('page=3&sort=name&direction=asc&status=failed&search=%20interview%20'),
    );
    expect(params).toEqual({
      page: 3,
      sort: 'name',
      direction: 'asc',
      status: 'failed',
      search: 'interview',
    });
  });

  it('falls back to the defaults for missing or bad values', () => {
    const params = parseListParams(new URLSearchParams('page=-2&sort=size&direction=up&status=lost&search='));
    expect(params).toEqual({
      page: 1,
      sort: 'created_at',
      direction: 'desc',
      status: undefined,
      search: undefined,
    });
  });
});
