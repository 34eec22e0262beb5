// CSS module class names that depend only on the file's place in the project and the class, so
// the markup rendered at build time (scripts/prerender.ts) and the browser bundle agree.
import { createHash } from 'node:crypto';
import path from 'node:path';

export function cssModuleNames(root: string) {
  return (className: string, filename: string): string => {
    const file = path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/');
    const hash = createHash('sha256')
      .update(`${file}:${className}`)
      .digest('base64url')
      .slice(0, 6);
    return `${className}_${hash}`;
  };
}
