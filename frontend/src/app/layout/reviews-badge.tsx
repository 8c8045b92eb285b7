import { REVIEW_COUNT } from '@filebridge/contracts';
import { StarIcon } from '../../components/icons';
import { REVIEWS_PROVIDER } from '../../config/navigation';
import styles from './footer.module.css';

/** "Excellent", five stars, "132 reviews" (fixed) and the reviews provider's logo. */
export function ReviewsBadge() {
  return (
    <div className={styles.reviews}>
      <p className={styles.reviewsRating}>{REVIEWS_PROVIDER.rating}</p>
      <p className={styles.stars} role="img" aria-label="Rated 5 out of 5 stars">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={styles.star}>
            <StarIcon size={14} />
          </span>
        ))}
      </p>
      <p className={styles.reviewsCount}>{REVIEW_COUNT} reviews</p>
      <ProviderLogo />
    </div>
  );
}

function ProviderLogo() {
  return (
    <svg
      className={styles.providerLogo}
      viewBox="0 0 152 22"
      width="152"
      height="22"
      role="img"
      aria-label={`${REVIEWS_PROVIDER.name} logo`}
    >
      <path d="M11 1.5l2.7 5.9 6.4.7-4.8 4.3 1.4 6.3L11 15.4l-5.7 3.3 1.4-6.3L1.9 8.1l6.4-.7z" fill="#14968a" />
      <text x="25" y="15.5" fontFamily="inherit" fontSize="12.5" fontWeight="700" fill="currentColor">
        {REVIEWS_PROVIDER.name}
      </text>
    </svg>
  );
}
