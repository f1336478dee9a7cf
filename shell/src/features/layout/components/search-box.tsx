import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { cutSuggestion, formatINR, Picture, type Product } from '@storefront/shared';
import { SearchIcon } from '@storefront/shared/ui/icons';
import { useDismiss } from '../../../lib/use-dismiss';
import { searchProducts } from '../api/search-products';
import styles from './search-box.module.css';

/** The bottom bar's Search tab focuses this input. */
export const SEARCH_INPUT_ID = 'shell-search-input';
/** Waits for a pause in typing before asking the server, so one word is one request, not five. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** More than this is a results page, not a suggestion list. */
const MAX_SUGGESTIONS = 8;

const productPath = (p: Product) => `/products/${p.id ?? p._id}`;

/**
 * Search with live suggestions (an ARIA 1.2 combobox): typing asks GET /api/search after a short
 * pause and drops answers to older text; arrows move through the list, Enter opens a suggestion
 * or, with none chosen, goes to /search?q=.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const { key: locationKey, pathname, search } = useLocation();
  // On /search?q= the box holds the query from the start: the server's HTML shows it (before the
  // scripts run, and without them).
  const queryHere = () => (pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '');
  const [text, setText] = useState(queryHere);
  const [suggestions, setSuggestions] = useState<Product[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [submitting, setSubmitting] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Text put in the box by the app (from the address), not typed: it asks for no suggestions. */
  const presetRef = useRef<string | null>(queryHere() || null);
  /** Text typed before the scripts ran: its pause in typing is long over, it asks at once. */
  const adoptedRef = useRef<string | null>(null);
  const listId = useId();
  const labelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(rootRef, open, close);

  useEffect(() => {
    const q = text.trim();
    if (!q || text === presetRef.current) {
      setSuggestions([]);
      setActive(-1);
      return;
    }
    presetRef.current = null;
    const typedBefore = text === adoptedRef.current;
    adoptedRef.current = null;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchProducts(q, MAX_SUGGESTIONS, controller.signal).then(
        (res) => {
          if (controller.signal.aborted) return;
          // The search endpoint may be missing or failing: suggestions simply stay empty.
          setSuggestions(res.ok && Array.isArray(res.data) ? res.data.slice(0, MAX_SUGGESTIONS) : []);
          setActive(-1);
        },
        () => {
          // aborted because the shopper kept typing: a newer request is on its way
        },
      );
    }, typedBefore ? 0 : SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  // The spinner lasts until the navigation has happened; any route change also closes the list.
  useEffect(() => {
    setSubmitting(false);
    close();
  }, [locationKey, close]);

  // Text typed before the scripts ran is the shopper's: it stays, and its suggestions follow
  // (after the effect above, which closes the list on mount).
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed === '') return;
    adoptedRef.current = typed;
    setText(typed);
    if (document.activeElement === inputRef.current) setOpen(true);
  }, []);

  // Arriving at /search?q= (a reload, a shared link, back/forward) shows the query in the box.
  useEffect(() => {
    if (pathname !== '/search') return;
    const q = new URLSearchParams(search).get('q') ?? '';
    setText((current) => {
      if (current.trim() === q.trim()) return current;
      presetRef.current = q;
      return q;
    });
  }, [pathname, search]);

  const goTo = (p: Product) => {
    close();
    navigate(productPath(p));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The box's own value: text typed before the scripts ran is in it before it is in `text` (the
    // effect that adopts it runs after hydration's commit, and Enter can come in between).
    const q = (inputRef.current?.value ?? text).trim();
    if (!q) return;
    close();
    setSubmitting(true);
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (e.key === 'ArrowDown' && count) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (e.key === 'ArrowUp' && count) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      e.preventDefault();
      goTo(suggestions[active]);
    } else if (e.key === 'Escape') {
      close();
    }
  };

  const expanded = open && suggestions.length > 0 && text.trim() !== '';

  return (
    // A real form: before the scripts run, Enter or the button goes to /search?q= from the server.
    <form
      ref={rootRef}
      action="/search"
      method="get"
      role="search"
      className={`${styles.search} ${className}`}
      onSubmit={onSubmit}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <label id={labelId} htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        Search for products
      </label>
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        name="q"
        className={styles.input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        placeholder="Search for products..."
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label="Search" aria-busy={submitting} disabled={submitting}>
        {submitting ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <SearchIcon size={20} />}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className={styles.list}
        hidden={!expanded}
        // keeps focus in the input so a click on a suggestion is not lost to the blur
        onMouseDown={(e) => e.preventDefault()}
      >
        {expanded &&
          suggestions.map((p, i) => (
            <li key={p.id ?? p._id} role="presentation">
              <Link
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                to={productPath(p)}
                className={`${styles.option} ${i === active ? styles.active : ''}`}
                onClick={close}
              >
                {p.images?.[0] ? (
                  <Picture src={p.images[0]} alt="" width={36} height={36} sizes="36px" className={styles.thumb} />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.name}>{cutSuggestion(p.name)}</span>
                {typeof p.price === 'number' && <span className={styles.price}>{formatINR(p.price)}</span>}
              </Link>
            </li>
          ))}
      </ul>
    </form>
  );
}
