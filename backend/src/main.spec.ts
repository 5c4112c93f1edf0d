import { dockerfileNodeFlags, startScriptNodeFlags } from '../scripts/start-command';

describe('the start command', () => {
  it('runs node with the same flags in the image as with npm start (and in bench:http)', () => {
    expect(startScriptNodeFlags()).toContain('--max-old-space-size=1024');
    expect(dockerfileNodeFlags()).toEqual(startScriptNodeFlags());
  });
});
