import { describe, expect, it } from 'vitest';
import { readAddressee, readPeople } from './context.ts';

describe('the person named after "my …\'s" is the one the tip is about', () => {
  it('reads "my partner\'s mum" and "my son\'s head teacher", and "my partner" alone', () => {
    expect(readPeople("my partner's mum moved in with us in march")).toEqual({
      people: "your partner's mum",
      personal: true,
    });
    expect(readPeople("meeting with my son's head teacher on tuesday")).toEqual({
      people: "your son's head teacher",
      personal: false,
    });
    expect(readPeople('my partner works nights')).toEqual({ people: 'your partner', personal: true });
  });
  it('a partner they split from is an ex', () => {
    expect(readPeople('split with my girlfriend in february and the joint lease runs till august')).toEqual({
      people: 'your ex',
      personal: true,
    });
  });
  it('an in-law is not the parent or sibling', () => {
    expect(readPeople('my mother-in-law has lived with us since her fall')).toEqual({
      people: 'your mother-in-law',
      personal: true,
    });
    expect(readPeople('my brother in law borrowed the van again')).toEqual({
      people: 'your brother in law',
      personal: true,
    });
  });
  it('the one who said it about them is who they would raise it with', () => {
    expect(readAddressee('my father-in-law lives with us. my husband said in front of his dad that i fuss')).toEqual({
      people: 'your husband',
      personal: true,
    });
  });
});
