import { SCROLL_TOP_THRESHOLD_PX } from '@filebridge/contracts';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/icons';
import styles from './footer.module.css';

/** Floating button, hidden at or below 400 px of scroll, visible above; jumps to the top. */
export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
