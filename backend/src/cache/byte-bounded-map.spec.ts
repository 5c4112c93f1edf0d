import { ByteBoundedMap } from './byte-bounded-map';

describe('ByteBoundedMap', () => {
  const weighed = (maxBytes: number) => new ByteBoundedMap<string, string>(maxBytes, (_key, value) => value.length);

  it('forgets the least recently written entries beyond its budget', () => {
    const map = weighed(10);
    map.set('a', 'xxxx').set('b', 'xxxx').set('a', 'xxx').set('c', 'xxxxx');
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.get('a')).toBe('xxx');
    expect(map.bytes).toBe(8);
  });

  it('keeps its count right through replacements, deletes and clear', () => {
    const map = weighed(100);
    map.set('a', 'xx').set('a', 'xxxxx').set('b', 'x');
    expect(map.bytes).toBe(6);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    expect(map.bytes).toBe(1);
    map.clear();
    expect(map.bytes).toBe(0);
    expect(map.size).toBe(0);
  });

  it('does not keep an entry heavier than the whole budget, nor the old value of its key', () => {
    const map = weighed(4);
    map.set('a', 'xx').set('a', 'xxxxxxxx');
    expect(map.has('a')).toBe(false);
    expect(map.bytes).toBe(0);
  });
});
