import { hasResourceView } from './resource-registry';

describe('hasResourceView', () => {
  it.each([
    ['transcriptions', 'index', true],
    ['transcriptions', 'edit', true],
    ['public_transcriptions', 'show', true],
    ['public_transcriptions', 'create', false],
    ['feedback', 'create', true],
    ['feedback', 'index', false],
    ['workspace', 'edit', true],
    ['workspace', 'index', true],
    ['workspace', 'show', false],
    ['user', 'edit', true],
    ['user', 'show', false],
    ['constructor', 'index', false],
    ['unknown', 'index', false],
  ] as const)('%s/%s → %s', (resource, view, expected) => {
    expect(hasResourceView(resource, view)).toBe(expected);
  });
});
