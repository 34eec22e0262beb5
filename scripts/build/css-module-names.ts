// CSS module class names that depend only on the file's place in the project and the class, so
// the markup rendered at build time (scripts/build/prerender.ts) and the browser bundle agree. Outside
// production mode (the dev server, tests) the class stays in the name for reading in devtools; a
// production build, and its prerendering, which runs in the build's mode, ship the hash alone:
// the names stand in every page's inlined stylesheet, its markup and its scripts.
import { createHash } from 'node:crypto';
import path from 'node:path';

export function cssModuleNames(root: string, options: { readable: boolean }) {
  return (className: string, filename: string): string => {
    const file = path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/');
    const hash = createHash('sha256')
      .update(`${file}:${className}`)
      .digest('base64url')
      .slice(0, 6);
    // A leading underscore keeps a hash that starts with a digit or '-' a valid class name.
    return options.readable ? `${className}_${hash}` : `_${hash}`;
  };
}
