// The shop's small inline SVG icons, drawn once for every slice: no icon font or CDN, a few hundred
// bytes each, and a slice's bundle keeps only the ones it imports. Decorative (aria-hidden): the
// button or link around an icon carries the accessible name. (No focusable="false": only Internet
// Explorer needed it, and a page of cards repeated it 60 times.)
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/**
 * A 24×24 stroked icon: `d` is its path, `children` any other shapes. How it is drawn (no fill, a
 * 1.8 round stroke in the text's colour) is the page-wide class `sf-icon` (icons.css), not
 * five attributes on each of the 50-odd icons of a listing (5 kB of its HTML); a `fill` or `stroke`
 * of its own (a filled heart, a star) goes in its style, which the class cannot override.
 */
function Svg({ size = 20, d, children, className, fill, stroke, style, ...rest }: IconProps & { d?: string; children?: ReactNode }) {
  const own = fill !== undefined || stroke !== undefined ? { ...style, ...(fill !== undefined ? { fill } : {}), ...(stroke !== undefined ? { stroke } : {}) } : style;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS} style={own} aria-hidden="true" {...rest}>
      {d && <path d={d} />}
      {children}
    </svg>
  );
}

/** The page-wide class that draws the icons (icons.css, loaded by the shell). */
export const ICON_CLASS = 'sf-icon';

const Circle = ({ x, y, r }: { x: number; y: number; r: number }) => <circle cx={x} cy={y} r={r} />;
const Bar = ({ x, w }: { x: number; w: number }) => <rect x={x} y="4" width={w} height="16" rx="1" />;

export const MenuIcon = (p: IconProps) => <Svg {...p} d="M4 6h16M4 12h16M4 18h16" />;
/** One column: stacked rows (listing layout). */
export const ListIcon = MenuIcon;
export const SearchIcon = (p: IconProps) => <Svg {...p} d="m20 20-3.5-3.5"><Circle x={11} y={11} r={7} /></Svg>;
export const CartIcon = (p: IconProps) => <Svg {...p} d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2"><Circle x={10} y={20} r={1.4} /><Circle x={17} y={20} r={1.4} /></Svg>;
export const UserIcon = (p: IconProps) => <Svg {...p} d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5"><Circle x={12} y={8} r={4} /></Svg>;
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => <Svg {...p} fill={filled ? 'currentColor' : undefined} d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.9 1.4-1.8 2.8-2.9 4.8-2.9 3.6 0 5.7 3.7 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />;
export const HomeIcon = (p: IconProps) => <Svg {...p} d="M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" />;
export const FilterIcon = (p: IconProps) => <Svg {...p} d="M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8L4 5Z" />;
export const BagIcon = (p: IconProps) => <Svg {...p} d="M5 8h14l-1 12H6L5 8ZM9 10V7a3 3 0 0 1 6 0v3" />;
export const ChevronDownIcon = (p: IconProps) => <Svg {...p} d="m6 9 6 6 6-6" />;
export const ChevronLeftIcon = (p: IconProps) => <Svg {...p} d="m15 5-7 7 7 7" />;
export const ChevronRightIcon = (p: IconProps) => <Svg {...p} d="m9 5 7 7-7 7" />;
export const ArrowUpIcon = (p: IconProps) => <Svg {...p} d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />;
export const CloseIcon = (p: IconProps) => <Svg {...p} d="M6 6l12 12M18 6 6 18" />;
export const LocationIcon = (p: IconProps) => <Svg {...p} d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11Z"><Circle x={12} y={10} r={2.3} /></Svg>;
export const GridIcon = (p: IconProps) => <Svg {...p} d="M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z" />;
/** Two, three and four columns (listing layout). */
export const GridTwoIcon = (p: IconProps) => <Svg {...p}><Bar x={3.5} w={7.5} /><Bar x={13} w={7.5} /></Svg>;
export const GridThreeIcon = (p: IconProps) => <Svg {...p}><Bar x={3} w={4.5} /><Bar x={9.75} w={4.5} /><Bar x={16.5} w={4.5} /></Svg>;
export const GridFourIcon = (p: IconProps) => <Svg {...p}><Bar x={2.5} w={3.5} /><Bar x={7.7} w={3.5} /><Bar x={12.9} w={3.5} /><Bar x={18} w={3.5} /></Svg>;
export const LogoutIcon = (p: IconProps) => <Svg {...p} d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />;
export const LeafIcon = (p: IconProps) => <Svg {...p} d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19c3-4 6-7 10-9" />;
export const TruckIcon = (p: IconProps) => <Svg {...p} d="M2.5 6h11v10h-11zM13.5 10h4l3 3v3h-7"><Circle x={6.5} y={17.5} r={1.8} /><Circle x={17} y={17.5} r={1.8} /></Svg>;
export const PercentIcon = (p: IconProps) => <Svg {...p} d="M19 5 5 19"><Circle x={7} y={7} r={2.3} /><Circle x={17} y={17} r={2.3} /></Svg>;
export const TagIcon = (p: IconProps) => <Svg {...p} d="M3.5 12.5 12 4h7.5v7.5L11 20a1.5 1.5 0 0 1-2.1 0l-5.4-5.4a1.5 1.5 0 0 1 0-2.1Z"><Circle x={15.5} y={8.5} r={1.3} /></Svg>;
export const MailIcon = (p: IconProps) => <Svg {...p} d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm-1 2 8 6 8-6" />;
export const PhoneIcon = (p: IconProps) => <Svg {...p} d="M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4Z" />;
export const ClockIcon = (p: IconProps) => <Svg {...p} d="M12 7.5V12l3 2"><Circle x={12} y={12} r={8.5} /></Svg>;
export const CheckIcon = (p: IconProps) => <Svg {...p} d="m5 12.5 4.5 4.5L19 7.5" />;
export const AlertIcon = (p: IconProps) => <Svg {...p} d="M12 7.5v5.5M12 16.3v.2"><Circle x={12} y={12} r={8.5} /></Svg>;
export const ExpandIcon = (p: IconProps) => <Svg {...p} d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />;
export const TrashIcon = (p: IconProps) => <Svg {...p} d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />;
export const MinusIcon = (p: IconProps) => <Svg {...p} d="M5 12h14" />;
export const PlusIcon = (p: IconProps) => <Svg {...p} d="M12 5v14M5 12h14" />;
export const BoxIcon = (p: IconProps) => <Svg {...p} d="m21 8-9-5-9 5 9 5 9-5zM3 8v8l9 5 9-5V8M12 13v8" />;
export const LockIcon = (p: IconProps) => <Svg {...p} d="M6 11h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 11V7a4 4 0 0 1 8 0v4" />;
export const CompareIcon = (p: IconProps) => <Svg {...p} d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />;
export const UploadIcon = (p: IconProps) => <Svg {...p} d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />;
/** A solid star in the current colour (ratings colour it by layering). */
/** The star of ratings (the read-only rating paints it as a background: star-rating.tsx). */
export const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z';
export const StarIcon = (p: IconProps) => <Svg {...p} fill="currentColor" stroke="none" d={STAR_PATH} />;

/** Google's "G" in its four brand colours, drawn locally (no remote asset). */
export const GoogleIcon = ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
    <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
    <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
    <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
  </svg>
);
