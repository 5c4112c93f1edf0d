import { assertJsonShape, JSON_TOO_DEEP_DETAIL, JSON_TOO_MANY_MEMBERS_DETAIL } from './json-shape-limits';

const check =
  (text: string, limits = { membersPerContainer: 3, totalMembers: 5, depth: 3 }) =>
  () =>
    assertJsonShape(Buffer.from(text), limits);

describe('assertJsonShape', () => {
  it('accepts bodies within the limits', () => {
    expect(check('{"a":1,"b":[1,2,3],"c":{"d":"x"}}', { membersPerContainer: 3, totalMembers: 8, depth: 3 })).not.toThrow();
    expect(check('[]')).not.toThrow();
    expect(check('"just a string"')).not.toThrow();
  });

  it('counts keys per object and array elements per array', () => {
    expect(check('{"a":1,"b":2,"c":3,"d":4}')).toThrow(JSON_TOO_MANY_MEMBERS_DETAIL);
    expect(check('[1, 2, 3, 4]')).toThrow(JSON_TOO_MANY_MEMBERS_DETAIL);
  });

  it('counts members of the whole body', () => {
    expect(check('{"a":[1,2],"b":[3,4]}')).toThrow(JSON_TOO_MANY_MEMBERS_DETAIL);
  });

  it('limits nesting', () => {
    expect(check('{"a":{"b":{"c":1}}}')).not.toThrow();
    expect(check('{"a":{"b":{"c":{}}}}')).toThrow(JSON_TOO_DEEP_DETAIL);
    expect(check('[[[[1]]]]')).toThrow(JSON_TOO_DEEP_DETAIL);
  });

  it('ignores brackets, commas and escaped quotes inside strings', () => {
    expect(check('{"a":"{[,,,,,]}","b":"\\"{{{{,,,,\\\\","c":"}}}"}')).not.toThrow();
  });

  it('leaves malformed JSON to the parser', () => {
    expect(check('{"a":1,,,}')).not.toThrow();
    expect(check('}}}]]]')).not.toThrow();
  });
});
