import { Button } from '../../../components/button';
import { ArrowRightIcon, ChevronLeftIcon } from '../../../components/icons';
import styles from './checkout.module.css';

export function StepButtons({ onBack, nextLabel }: { onBack: (() => void) | null; nextLabel: string }) {
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="ghost" iconStart={<ChevronLeftIcon size={18} />} onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
        {nextLabel}
      </Button>
    </div>
  );
}
