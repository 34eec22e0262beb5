import { describe, expect, it } from 'vitest';
import { compileHint, withCompileHint } from './compile-hints.ts';

describe('withCompileHint', () => {
  it('puts the hint on the first line of a script', () => {
    expect(withCompileHint('import{a}from"./a.js";a();')).toBe(
      '//# allFunctionsCalledOnLoad\nimport{a}from"./a.js";a();',
    );
  });

  it('leaves one hint in a script that already starts with it', () => {
    const once = withCompileHint('const x=1;');
    expect(withCompileHint(once)).toBe(once);
    expect(once.split(compileHint)).toHaveLength(2);
  });
});
