import { describe, expect, it } from 'vitest';
import { tagVersionProblem } from './release-version';

describe('tagVersionProblem', () => {
  it('accepts a tag naming package.json’s version', () => {
    expect(tagVersionProblem('v0.2.0', '0.2.0')).toBeNull();
    expect(tagVersionProblem('v1.0.0-beta.2', '1.0.0-beta.2')).toBeNull();
  });

  it('refuses a tag naming another version, saying what to change', () => {
    expect(tagVersionProblem('v0.2.0', '0.1.0')).toBe(
      'the tag v0.2.0 releases version 0.2.0, but package.json says 0.1.0: the installers would say 0.1.0 and every installed app would be told, forever, that a newer version exists. Set package.json\'s version to 0.2.0 (npm version 0.2.0 --no-git-tag-version), commit, and tag that commit.',
    );
    expect(tagVersionProblem('v0.1', '0.1.0')).toContain('the tag v0.1 releases version 0.1');
  });

  it('refuses a tag without the v the release workflow runs on', () => {
    expect(tagVersionProblem('0.1.0', '0.1.0')).toBe('the tag 0.1.0 does not start with v (release tags are v<version>, as v0.1.0)');
    expect(tagVersionProblem('', '0.1.0')).toContain('does not start with v');
  });
});
