// Landing nav bar (spec §2): one in-page link per section, the section being read marked with
// aria-current. The links are plain anchors, so without the script they still jump to their
// section. With it, the hash follows: a tap sets it as any anchor does; scrolling replaces it
// (history.replaceState: one history entry however far the borrower scrolls), so the address
// always links to the section on screen. Where the row of entries scrolls sideways (a narrow
// phone), the entry marked is scrolled into sight.
import { useEffect, useRef, useState } from 'react';
import styles from './SectionNav.module.scss';
import { landingSections, type SectionId, sectionAtLine, sectionFromHash } from './sections.ts';

/** The section under the nav bar, from where the sections are on screen now. */
function sectionOnScreen(nav: HTMLElement): SectionId | undefined {
  const tops = landingSections.flatMap(({ id }) => {
    const section = document.getElementById(id);
    return section ? [{ id, top: section.getBoundingClientRect().top }] : [];
  });
  return sectionAtLine(tops, nav.getBoundingClientRect().bottom);
}

export function SectionNav() {
  // Nothing is marked in the prerendered markup: which section shows is known only in the browser.
  const [active, setActive] = useState<SectionId | undefined>(undefined);
  const activeRef = useRef<SectionId | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const mark = (id: SectionId | undefined) => {
    activeRef.current = id;
    setActive(id);
  };

  // Where the row scrolls sideways, the entry marked comes into sight (the page does not move).
  useEffect(() => {
    const list = navRef.current?.firstElementChild;
    const link = list?.querySelector('[aria-current]');
    if (!list || !link) return;
    const strip = list.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    list.scrollLeft += Math.min(0, box.left - strip.left) + Math.max(0, box.right - strip.right);
  }, [active]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    mark(sectionFromHash(location.hash) ?? sectionOnScreen(nav));

    const followHash = () => {
      const id = sectionFromHash(location.hash);
      if (id) mark(id);
    };
    let frame = 0;
    const followScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const id = sectionOnScreen(nav);
        if (!id || id === activeRef.current) return;
        mark(id);
        history.replaceState(history.state, '', `#${id}`);
      });
    };
    window.addEventListener('hashchange', followHash);
    window.addEventListener('scroll', followScroll, { passive: true });
    return () => {
      window.removeEventListener('hashchange', followHash);
      window.removeEventListener('scroll', followScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Sections">
      <ul className={styles.list}>
        {landingSections.map(({ id, label }) => (
          <li key={id}>
            <a
              className={styles.link}
              href={`#${id}`}
              aria-current={id === active ? 'location' : undefined}
              // The hash change follows; mark the entry at once so the tap shows.
              onClick={() => mark(id)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
