// Every script the build writes starts with Chromium's per-file compile hint. Without it V8 reads
// a script once to find where each function ends and compiles a function on the main thread the
// first time it runs: React's hydration and the page's first render then spend a good part of their
// long tasks compiling. With it V8 compiles every function of the file on a background thread while
// the file streams in. Our chunks hold code that runs when they load (React and the toolkit on
// hydration, a lazy chunk at the moment it is loaded for), so the work is done anyway, only off the
// thread that answers taps. Engines that do not know the comment ignore it.
import type { Plugin } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line (once, wherever another step had put it). */
export function withCompileHint(code: string): string {
  const rest = code.startsWith(`${compileHint}\n`) ? code.slice(compileHint.length + 1) : code;
  return `${compileHint}\n${rest}`;
}

export function compileHints(): Plugin {
  return {
    name: 'cash-loan:compile-hints',
    apply: 'build',
    // After Vite's own steps, one of which puts a table of lazy chunks at the top of a script.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withCompileHint(file.code);
        }
      },
    },
  };
}
