// Splits a large arrival into two tasks the browser can paint between. A component that mounts
// with the page's data (the confirm card with its popups open, say) otherwise renders, lays out and
// paints everything in one long task, in which a tap waits. What can come a frame later (a popup
// over the card, a frame's document inside the popup) asks `usePainted()` and renders once the
// first render has reached the screen.
import { useEffect, useState } from 'react';

/** False in the render that mounts the component; true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
