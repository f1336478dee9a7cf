import { sliceRoot } from '@storefront/shared/ui/slice-root';
import styles from './slice-root.module.css';

export const SliceRoot = sliceRoot('mf-account', styles.root);
