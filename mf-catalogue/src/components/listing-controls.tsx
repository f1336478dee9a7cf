import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FILTER_PANEL_ID, PAGE_SIZES, type LAYOUT_COLUMNS, type Product } from '@storefront/shared';
import { SORT_LABELS, type SortKey } from '@storefront/shared/rules';
import { ProductCard } from './product-card/product-card';
import { FilterIcon, GridFourIcon, GridThreeIcon, GridTwoIcon, ListIcon } from '@storefront/shared/ui/icons';
import styles from './listing-controls.module.css';
import { LinkButton } from '@storefront/shared/ui/link-button';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { FILTER_OPENER_ID } from './filters/filter-sidebar';

export type Columns = (typeof LAYOUT_COLUMNS)[number];

const LAYOUT_BUTTONS: Record<Columns, { label: string; icon: ReactNode }> = {
  1: { label: 'Show one product per row', icon: <ListIcon size={18} /> },
  3: { label: 'Show three products per row', icon: <GridThreeIcon size={18} /> },
  4: { label: 'Show four products per row', icon: <GridFourIcon size={18} /> },
};

/** Grid widths (px) from which three, then four columns fit; below them the grid has fewer (see ProductGrid's CSS). */
export const GRID_THREE_FROM = 768;
export const GRID_FOUR_FROM = 1200;

/** How many columns a layout choice really gives at this window width. */
export function shownColumns(choice: Columns, width: number): number {
  if (choice === 1) return 1;
  if (width < GRID_THREE_FROM) return 2;
  if (width < GRID_FOUR_FROM) return 3;
  return choice;
}

/**
 * The layout buttons of each band of widths: the grid it shows, the choice it makes, and the class
 * that shows it only in its band. A button that would give the same grid as the one before it is
 * left out (on a phone three and four both give two columns: one button, named for what it shows).
 */
const BANDS: Array<{ shown: number; choice: Columns; band: 'all' | 'phone' | 'mid' | 'wide' }> = [
  { shown: 1, choice: 1, band: 'all' },
  { shown: 2, choice: 3, band: 'phone' },
  { shown: 3, choice: 3, band: 'mid' },
  { shown: 3, choice: 3, band: 'wide' },
  { shown: 4, choice: 4, band: 'wide' },
];
const LABELS: Record<number, string> = {
  1: LAYOUT_BUTTONS[1].label,
  2: 'Show two products per row',
  3: LAYOUT_BUTTONS[3].label,
  4: LAYOUT_BUTTONS[4].label,
};
const BAND_CLASS = { all: '', phone: styles.bandPhone, mid: styles.bandMid, wide: styles.bandWide } as const;
/** A band's width to ask shownColumns with (the band's widest reading is the same throughout it). */
const BAND_WIDTH = { all: GRID_FOUR_FROM, phone: GRID_THREE_FROM - 1, mid: GRID_FOUR_FROM - 1, wide: GRID_FOUR_FROM } as const;

/**
 * The grid-layout buttons: one, three or four columns where they fit. Every band's buttons are in
 * the HTML and CSS shows the window's band's (the server knows no window), each pressed when it
 * names the grid the current choice gives in its band.
 */
export function LayoutButtons({ value, onChange }: { value: Columns; onChange: (c: Columns) => void }) {
  return (
    <div className={styles.group} role="group" aria-label="Layout">
      {BANDS.map(({ shown, choice, band }) => {
        const label = LABELS[shown];
        return (
          <ScriptButton
            key={`${band}${shown}`}
            type="button"
            className={`${styles.layoutButton} ${BAND_CLASS[band]}`}
            aria-label={label}
            title={label}
            aria-pressed={shownColumns(value, BAND_WIDTH[band]) === shown}
            onClick={() => onChange(choice)}
          >
            {shown === 2 ? <GridTwoIcon size={18} /> : LAYOUT_BUTTONS[shown as Columns].icon}
          </ScriptButton>
        );
      })}
    </div>
  );
}

/**
 * The toolbar's left group: the Filters button (opens the panel; shown at 992 px and below, by CSS;
 * a link to the panel before the scripts run) and the layout buttons.
 */
export function ViewControls({ onOpenFilters, columns, onColumns }: {
  onOpenFilters: () => void;
  columns: Columns;
  onColumns: (c: Columns) => void;
}) {
  return (
    <div className={styles.group}>
      <LinkButton
        id={FILTER_OPENER_ID}
        href={`#${FILTER_PANEL_ID}`}
        className={`btn btn-outline-success btn-sm ${styles.filtersButton}`}
        onClick={(e) => {
          e.preventDefault();
          onOpenFilters();
        }}
      >
        <FilterIcon size={16} /> Filters
      </LinkButton>
      <LayoutButtons value={columns} onChange={onColumns} />
    </div>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

export function ResultCount({ children }: { children: ReactNode }) {
  return <p className={styles.count}>{children}</p>;
}

export const toolbarStyles = styles;

/** Cards whose pictures are asked for first: the first row on a phone (the largest things in view). */
const FIRST_ROW = 2;

/** Products in one, three or four columns (two on phones unless one is chosen). */
export function ProductGrid({ products, columns }: { products: Product[]; columns: Columns }) {
  return (
    <>
      <h2 className="visually-hidden">Products</h2>
      <div className={`${styles.grid} ${styles[`cols${columns}`]}`} data-columns={columns} data-testid="product-grid">
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} layout={columns === 1 ? 'row' : 'tile'} priority={i < FIRST_ROW} />
        ))}
      </div>
    </>
  );
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** What the form's selects show: the shopper's choice, whether or not anything has heard it yet. */
function chosenIn(form: HTMLFormElement, shown: { sort: SortKey; perPage: number }): { sort: SortKey; perPage: number } {
  const fields = new FormData(form);
  return { sort: (fields.get('sort') as SortKey | null) ?? shown.sort, perPage: Number(fields.get('perPage') ?? shown.perPage) };
}

/**
 * 'Sort by' and 'Show N' as one GET form: with scripts each choice applies at once (and becomes the
 * URL); before them or without them, 'Apply' sends the form and the server renders that list. The
 * button stays once the scripts run (it then applies what the selects show, as a change does):
 * taking it away moved the list up under a phone's thumb as the page hydrated. The other filters
 * ride along as hidden fields; a new order or page size starts at page 1.
 * A choice made in the server's selects before the scripts took over was heard by nobody: hydrating
 * leaves it showing (React does not reset a select as it hydrates, only when it renders it again),
 * so as the form hydrates a choice that differs from the list shown is carried out then.
 */
export function SortAndShow({ action, sorts, sort, perPage, hidden, onChange }: {
  action: string;
  sorts: readonly SortKey[];
  sort: SortKey;
  perPage: number;
  hidden: Record<string, string | number | undefined>;
  onChange: (change: { sort: SortKey; perPage: number }) => void;
}) {
  const sortId = useId();
  const showId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onChange(chosenIn(e.currentTarget, { sort, perPage }));
  };
  useEffect(() => {
    if (!formRef.current) return;
    const chosen = chosenIn(formRef.current, { sort, perPage });
    if (chosen.sort !== sort || chosen.perPage !== perPage) onChange(chosen);
    // Once, as the form mounts (hydrates): from then on React hears every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form ref={formRef} method="get" action={action} className={styles.group} onSubmit={apply}>
      {Object.entries(hidden).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      {/* Each label stays on the line of its select when the form wraps on a phone. */}
      <span className={styles.pair}>
        <label htmlFor={sortId} className="mb-0 small text-nowrap">
          Sort by
        </label>
        <select
          id={sortId}
          name="sort"
          className={`form-select ${styles.select}`}
          value={sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey, perPage })}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.pair}>
        <label htmlFor={showId} className="mb-0 small">
          Show
        </label>
        <select id={showId} name="perPage" className={`form-select ${styles.select}`} value={perPage} onChange={(e) => onChange({ sort, perPage: Number(e.target.value) })}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className="btn btn-outline-success btn-sm">
        Apply
      </button>
    </form>
  );
}

/**
 * A page past the end of the list (an old or edited link: `?page=999` of 3 pages): the list has
 * products, so it says so and links its first page instead of 'No products found'.
 */
export function PastTheEnd({ page, className, firstPage }: { page: number; className?: string; firstPage: string }) {
  return (
    <div className={className}>
      <p>There are no products on page {page}.</p>
      <Link className="btn btn-success btn-sm" to={firstPage}>
        Go to page 1
      </Link>
    </div>
  );
}

/** Page links: each page is its own URL (Back returns to it; it works without scripts). */
export function PageLinks({ page, totalPages, hrefOf }: { page: number; totalPages: number; hrefOf: (p: number) => string }) {
  if (totalPages <= 1) return null;
  const edge = (to: number, label: string, text: string, off: boolean) =>
    off ? (
      <span className={styles.pageButton} aria-disabled="true" role="link" aria-label={label}>
        {text}
      </span>
    ) : (
      <Link to={hrefOf(to)} className={styles.pageButton} aria-label={label}>
        {text}
      </Link>
    );
  return (
    <nav aria-label="Pages">
      <ul className={styles.pagination}>
        <li>{edge(page - 1, 'Previous page', '‹', page <= 1)}</li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefOf(p)} className={styles.pageButton} aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Next page', '›', page >= totalPages)}</li>
      </ul>
    </nav>
  );
}
