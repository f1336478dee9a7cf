// The raw material of the demo catalogue: categories, their sub-categories, made-up Indian brand
// names, product kinds, price ranges and options. seed/catalogue.ts turns it into rows.
import type { IconName } from './svg';

export type OptionKind =
  | 'ram-phone'
  | 'ram-laptop'
  | 'size-apparel'
  | 'size-kids'
  | 'size-shoes'
  | 'size-bangle'
  | 'weight'
  | 'volume'
  | 'none';

export interface SubCategorySpec {
  name: string;
  icon: IconName;
  brands: string[];
  /** Product kinds; each becomes one or more products named "<brand> <kind>". */
  kinds: string[];
  /** Inclusive price range in rupees. */
  price: [number, number];
  options: OptionKind;
  /** One sentence about what this kind of product is good for. */
  blurb: string;
}

export interface CategorySpec {
  name: string;
  /** Tile background colour, as the screens show it. */
  color: string;
  /** Accent used in generated images. */
  accent: string;
  icon: IconName;
  subs: SubCategorySpec[];
}

export const CATEGORIES: CategorySpec[] = [
  {
    name: 'Fashion',
    color: '#fdf0e6',
    accent: '#e36414',
    icon: 'shirt',
    subs: [
      {
        name: 'Men',
        icon: 'shirt',
        brands: ['Rangrez', 'Kapas & Co', 'Urban Mela'],
        kinds: ['Slim Fit Cotton Shirt', 'Linen Blend Kurta', 'Stretch Denim Jeans', 'Crew Neck T-Shirt', 'Nehru Jacket'],
        price: [399, 2999],
        options: 'size-apparel',
        blurb: 'Breathable fabric cut for Indian summers, easy to wash and quick to dry.',
      },
      {
        name: 'Women',
        icon: 'dress',
        brands: ['Sutra', 'Nakshatra', 'Chandni Weaves'],
        kinds: ['Printed Anarkali Kurta', 'Chanderi Silk Saree', 'Palazzo Set', 'Rayon A-Line Dress', 'Embroidered Dupatta'],
        price: [499, 5999],
        options: 'size-apparel',
        blurb: 'Soft, flowing fabric with fine detailing for festivals, office days and everything between.',
      },
      {
        name: 'Kids',
        icon: 'shirt',
        brands: ['Chhota Fox', 'Tinku Togs'],
        kinds: ['Cotton Dungaree Set', 'Festive Kurta Pyjama', 'Printed Frock', 'Hooded Sweatshirt'],
        price: [299, 1499],
        options: 'size-kids',
        blurb: 'Gentle on young skin, tough enough for the playground, with easy buttons and snaps.',
      },
      {
        name: 'Ethnic Wear',
        icon: 'dress',
        brands: ['Rajwada', 'Banarasi Ghar'],
        kinds: ['Banarasi Lehenga Choli', 'Silk Sherwani', 'Bandhani Saree', 'Zari Work Kurta Set'],
        price: [1499, 14999],
        options: 'size-apparel',
        blurb: 'Hand-finished ethnic wear for weddings and celebrations, made with traditional weaves.',
      },
    ],
  },
  {
    name: 'Electronics',
    color: '#e8f1fd',
    accent: '#1d4ed8',
    icon: 'phone',
    subs: [
      {
        name: 'Mobiles',
        icon: 'phone',
        brands: ['Zentro', 'Akash Mobile', 'Nova Bharat'],
        kinds: ['5G Smartphone', 'Pro Max 5G', 'Lite 4G Phone', 'Note 13 5G', 'Fold Edge 5G'],
        price: [7999, 59999],
        options: 'ram-phone',
        blurb: 'A bright AMOLED display, an all-day battery with fast charging and a camera that shines at night.',
      },
      {
        name: 'Laptops',
        icon: 'laptop',
        brands: ['Kalki Labs', 'Zentro Book'],
        kinds: ['Thin & Light Laptop 14"', 'Creator Laptop 16"', 'Gaming Laptop RTX', 'Student Chromebook'],
        price: [21999, 59999],
        options: 'ram-laptop',
        blurb: 'A crisp full-HD screen, a backlit keyboard and enough power for work, study and play.',
      },
      {
        name: 'Headphones',
        icon: 'headphones',
        brands: ['Sparsh Audio', 'Taal Beats'],
        kinds: ['Wireless Earbuds ANC', 'Over-Ear Headphones', 'Neckband Earphones', 'Gaming Headset'],
        price: [499, 9999],
        options: 'none',
        blurb: 'Deep bass, clear calls and a battery that lasts through the longest commute.',
      },
      {
        name: 'Smart Watches',
        icon: 'watch',
        brands: ['Nadi Wear', 'Zentro Fit'],
        kinds: ['AMOLED Smart Watch', 'Fitness Band', 'Bluetooth Calling Watch'],
        price: [1299, 14999],
        options: 'none',
        blurb: 'Tracks steps, sleep, heart rate and SpO2, with calls and notifications on your wrist.',
      },
      {
        name: 'Cameras',
        icon: 'camera',
        brands: ['Drishti Optics', 'Chitra Imaging'],
        kinds: ['Mirrorless Camera Kit', 'Action Camera 4K', 'Instant Print Camera'],
        price: [4999, 59999],
        options: 'none',
        blurb: 'Sharp photos and steady 4K video, with a lens kit that is ready for your next trip.',
      },
    ],
  },
  {
    name: 'Bags',
    color: '#fdeef4',
    accent: '#be185d',
    icon: 'bag',
    subs: [
      {
        name: 'Backpacks',
        icon: 'backpack',
        brands: ['Yatri', 'Kaafila'],
        kinds: ['Laptop Backpack 30L', 'College Backpack', 'Trekking Rucksack 50L', 'Anti-Theft Backpack'],
        price: [599, 3999],
        options: 'none',
        blurb: 'Padded straps, a laptop sleeve and water-resistant fabric for daily use and weekend trips.',
      },
      {
        name: 'Handbags',
        icon: 'bag',
        brands: ['Chandni', 'Meher Leather'],
        kinds: ['Vegan Leather Tote', 'Sling Bag', 'Embroidered Potli', 'Structured Satchel'],
        price: [499, 4999],
        options: 'none',
        blurb: 'Roomy compartments and a finish that looks as good at work as at a wedding.',
      },
      {
        name: 'Travel Luggage',
        icon: 'suitcase',
        brands: ['Safarnama', 'Yatri'],
        kinds: ['Cabin Trolley 55cm', 'Check-in Trolley 75cm', 'Duffle Bag'],
        price: [1999, 8999],
        options: 'none',
        blurb: 'Spinner wheels, a TSA lock and a shell that survives airport baggage belts.',
      },
      {
        name: 'Wallets',
        icon: 'wallet',
        brands: ['Meher Leather', 'Kaafila'],
        kinds: ['RFID Leather Wallet', 'Card Holder', 'Travel Organiser'],
        price: [299, 1999],
        options: 'none',
        blurb: 'Genuine leather with RFID protection and slots for every card you carry.',
      },
    ],
  },
  {
    name: 'Footwear',
    color: '#eef7ee',
    accent: '#15803d',
    icon: 'shoe',
    subs: [
      {
        name: "Men's Footwear",
        icon: 'shoe',
        brands: ['Paduka', 'Charan'],
        kinds: ['Leather Formal Shoes', 'Canvas Sneakers', 'Loafers', 'Kolhapuri Chappal'],
        price: [499, 4999],
        options: 'size-shoes',
        blurb: 'Cushioned insoles and a durable sole for long days on your feet.',
      },
      {
        name: "Women's Footwear",
        icon: 'heel',
        brands: ['Paduka', 'Jutti House'],
        kinds: ['Embroidered Jutti', 'Block Heel Sandals', 'Ballerina Flats', 'Wedge Heels'],
        price: [399, 3499],
        options: 'size-shoes',
        blurb: 'Comfortable all-day wear with a handcrafted finish.',
      },
      {
        name: 'Sports Shoes',
        icon: 'shoe',
        brands: ['Daud', 'Khel Pro'],
        kinds: ['Running Shoes', 'Training Shoes', 'Badminton Shoes', 'Walking Shoes'],
        price: [999, 6999],
        options: 'size-shoes',
        blurb: 'Light, breathable mesh with responsive cushioning for every run.',
      },
      {
        name: 'Sandals',
        icon: 'sandal',
        brands: ['Charan', 'Khel Pro'],
        kinds: ['Floaters', 'Flip Flops', 'Outdoor Sandals'],
        price: [199, 1999],
        options: 'size-shoes',
        blurb: 'Grippy soles and quick-dry straps for the monsoon and the beach.',
      },
    ],
  },
  {
    name: 'Groceries',
    color: '#fff8e1',
    accent: '#b45309',
    icon: 'jar',
    subs: [
      {
        name: 'Staples',
        icon: 'sack',
        brands: ['Annapurna Farms', 'Khet Se'],
        kinds: ['Basmati Rice', 'Chakki Atta', 'Toor Dal', 'Cold Pressed Mustard Oil', 'Rock Salt'],
        price: [99, 1499],
        options: 'weight',
        blurb: 'Sourced from Indian farms, cleaned and packed without preservatives.',
      },
      {
        name: 'Snacks',
        icon: 'packet',
        brands: ['Chatpata', 'Desi Pantry'],
        kinds: ['Bhujia Sev', 'Masala Makhana', 'Banana Chips', 'Khakhra Pack'],
        price: [99, 699],
        options: 'weight',
        blurb: 'Crunchy, tasty and made in small batches, just right for chai time.',
      },
      {
        name: 'Beverages',
        icon: 'bottle',
        brands: ['Chai Chaupal', 'Nilgiri Leaf'],
        kinds: ['Assam CTC Tea', 'Filter Coffee Powder', 'Green Tea Tulsi', 'Kesar Badam Drink Mix'],
        price: [149, 999],
        options: 'weight',
        blurb: 'Full-bodied flavour from the gardens of Assam and the Nilgiris.',
      },
      {
        name: 'Dry Fruits',
        icon: 'jar',
        brands: ['Kashmir Valley', 'Desi Pantry'],
        kinds: ['California Almonds', 'W240 Cashews', 'Kashmiri Walnuts', 'Afghani Raisins'],
        price: [299, 1999],
        options: 'weight',
        blurb: 'Handpicked, vacuum packed and rich in protein and good fats.',
      },
    ],
  },
  {
    name: 'Beauty',
    color: '#f5edfd',
    accent: '#7e22ce',
    icon: 'lipstick',
    subs: [
      {
        name: 'Skincare',
        icon: 'tube',
        brands: ['Kesari Glow', 'Ubtan Lab'],
        kinds: ['Vitamin C Face Serum', 'Aloe Gel Moisturiser', 'SPF 50 Sunscreen', 'Ubtan Face Wash'],
        price: [199, 1499],
        options: 'volume',
        blurb: 'Dermatologically tested, free of parabens and suited to humid Indian weather.',
      },
      {
        name: 'Makeup',
        icon: 'lipstick',
        brands: ['Rangoli Cosmetics', 'Kajal Kala'],
        kinds: ['Matte Liquid Lipstick', 'Kajal Pencil', 'Compact Powder', 'Nail Enamel Set'],
        price: [199, 1299],
        options: 'none',
        blurb: 'Long-wearing, smudge-proof colour in shades made for Indian skin tones.',
      },
      {
        name: 'Haircare',
        icon: 'bottle',
        brands: ['Bhringraj Naturals', 'Ubtan Lab'],
        kinds: ['Onion Hair Oil', 'Herbal Shampoo', 'Keratin Hair Mask'],
        price: [199, 999],
        options: 'volume',
        blurb: 'Nourishes from root to tip with time-tested herbal ingredients.',
      },
      {
        name: 'Fragrances',
        icon: 'perfume',
        brands: ['Attar Mahal', 'Kannauj Co'],
        kinds: ['Rose Attar', 'Oud Eau de Parfum', 'Sandalwood Body Mist'],
        price: [299, 3999],
        options: 'volume',
        blurb: 'Distilled in Kannauj, with notes that last from morning meetings to evening plans.',
      },
    ],
  },
  {
    name: 'Wellness',
    color: '#e6f7f5',
    accent: '#0f766e',
    icon: 'leaf',
    subs: [
      {
        name: 'Ayurveda',
        icon: 'leaf',
        brands: ['Vaidya Ved', 'Tulsi Tatva'],
        kinds: ['Ashwagandha Tablets', 'Chyawanprash', 'Triphala Churna', 'Giloy Juice'],
        price: [149, 999],
        options: 'weight',
        blurb: 'Classical Ayurvedic formulations for everyday immunity and balance.',
      },
      {
        name: 'Fitness',
        icon: 'dumbbell',
        brands: ['Khel Pro', 'Shakti Fit'],
        kinds: ['Yoga Mat 6mm', 'Adjustable Dumbbells', 'Resistance Band Set', 'Skipping Rope'],
        price: [299, 4999],
        options: 'none',
        blurb: 'Gym-quality kit for workouts at home, on the terrace or in the park.',
      },
      {
        name: 'Supplements',
        icon: 'jar',
        brands: ['Shakti Fit', 'Vaidya Ved'],
        kinds: ['Whey Protein', 'Multivitamin Tablets', 'Omega 3 Capsules', 'Plant Protein'],
        price: [399, 3999],
        options: 'weight',
        blurb: 'Lab-tested for purity, with no added sugar and an easy daily dose.',
      },
    ],
  },
  {
    name: 'Jewellery',
    color: '#fef6e4',
    accent: '#a16207',
    icon: 'ring',
    subs: [
      {
        name: 'Gold Plated',
        icon: 'necklace',
        brands: ['Swarna Kala', 'Temple Tales'],
        kinds: ['Temple Necklace Set', 'Kundan Choker', 'Mangalsutra', 'Maang Tikka'],
        price: [499, 5999],
        options: 'none',
        blurb: 'Hand-set stones and a gold finish that keeps its shine, nickel free.',
      },
      {
        name: 'Silver',
        icon: 'ring',
        brands: ['Chandi Ghar', 'Rajat Works'],
        kinds: ['925 Silver Anklets', 'Oxidised Jhumkas', 'Sterling Silver Ring', 'Silver Toe Rings'],
        price: [399, 4999],
        options: 'none',
        blurb: 'Hallmarked 925 sterling silver, finished by hand.',
      },
      {
        name: 'Bangles',
        icon: 'bangle',
        brands: ['Chudi Bazaar', 'Swarna Kala'],
        kinds: ['Glass Bangle Set', 'Kada Bracelet', 'Lac Bangles'],
        price: [199, 2499],
        options: 'size-bangle',
        blurb: 'Bright, festive bangles made by artisans in Jaipur and Hyderabad.',
      },
      {
        name: 'Earrings',
        icon: 'earring',
        brands: ['Temple Tales', 'Chandi Ghar'],
        kinds: ['Pearl Drop Earrings', 'Chandbali Earrings', 'Stud Earrings'],
        price: [199, 2999],
        options: 'none',
        blurb: 'Light on the ear and easy to pair with both ethnic and western outfits.',
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    color: '#eef2f7',
    accent: '#334155',
    icon: 'pot',
    subs: [
      {
        name: 'Cookware',
        icon: 'pot',
        brands: ['Rasoi Ratna', 'Tawa Tales'],
        kinds: ['Cast Iron Tawa', 'Pressure Cooker 5L', 'Non-Stick Kadai', 'Copper Bottom Handi'],
        price: [399, 3999],
        options: 'none',
        blurb: 'Even heating and a sturdy build for dal, sabzi and Sunday biryani.',
      },
      {
        name: 'Home Decor',
        icon: 'lamp',
        brands: ['Diya Decor', 'Kalakriti'],
        kinds: ['Brass Diya Set', 'Madhubani Wall Art', 'Handwoven Cushion Covers', 'Terracotta Vase'],
        price: [299, 4999],
        options: 'none',
        blurb: 'Handcrafted by Indian artisans to bring warmth and colour to your home.',
      },
      {
        name: 'Storage',
        icon: 'box',
        brands: ['Rasoi Ratna', 'Ghar Ghar'],
        kinds: ['Steel Masala Box', 'Airtight Container Set', 'Stackable Organiser'],
        price: [199, 1999],
        options: 'none',
        blurb: 'Keeps spices fresh and shelves tidy, with lids that seal tight.',
      },
    ],
  },
];

export const OPTION_VALUES: Record<Exclude<OptionKind, 'none'>, string[]> = {
  'ram-phone': ['4GB', '6GB', '8GB', '12GB'],
  'ram-laptop': ['8GB', '16GB', '32GB'],
  'size-apparel': ['S', 'M', 'L', 'XL', 'XXL'],
  'size-kids': ['2-3Y', '4-5Y', '6-7Y', '8-9Y'],
  'size-shoes': ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
  'size-bangle': ['2.4', '2.6', '2.8'],
  weight: ['250g', '500g', '1kg', '2kg', '5kg'],
  volume: ['50ml', '100ml', '200ml', '500ml'],
};

/** Location lists for products offered only in some countries (most are offered everywhere). */
export const LOCATION_SETS: string[][] = [
  ['IN'],
  ['IN', 'AE'],
  ['IN', 'US', 'GB'],
  ['US', 'GB'],
  ['AE', 'SA', 'QA'],
  ['IN', 'US', 'GB', 'AE', 'SG'],
  ['GB'],
  ['US', 'CA'],
];

export const REVIEWERS: { name: string; email: string }[] = [
  { name: 'Aarav Sharma', email: 'aarav.sharma@reviewers.storefront.in' },
  { name: 'Priya Nair', email: 'priya.nair@reviewers.storefront.in' },
  { name: 'Rohan Gupta', email: 'rohan.gupta@reviewers.storefront.in' },
  { name: 'Ananya Iyer', email: 'ananya.iyer@reviewers.storefront.in' },
  { name: 'Vikram Singh', email: 'vikram.singh@reviewers.storefront.in' },
  { name: 'Sneha Patel', email: 'sneha.patel@reviewers.storefront.in' },
  { name: 'Arjun Reddy', email: 'arjun.reddy@reviewers.storefront.in' },
  { name: 'Kavya Menon', email: 'kavya.menon@reviewers.storefront.in' },
  { name: 'Rahul Verma', email: 'rahul.verma@reviewers.storefront.in' },
  { name: 'Meera Joshi', email: 'meera.joshi@reviewers.storefront.in' },
  { name: 'Siddharth Rao', email: 'siddharth.rao@reviewers.storefront.in' },
  { name: 'Ishita Banerjee', email: 'ishita.banerjee@reviewers.storefront.in' },
];

/** Review texts by star band (index 0: 1-2 stars, 1: 2.5-3.5, 2: 4-5). */
export const REVIEW_TEXTS: string[][] = [
  [
    'Not as described. The quality felt cheap and I have asked for a return.',
    'Delivery was late and the packaging was damaged. Disappointed.',
    'Stopped working properly within a week. Expected better for the price.',
  ],
  [
    'Decent for the price, but the finish could be better.',
    'Does the job. Nothing special, nothing bad either.',
    'Good product, slightly smaller than I expected from the photos.',
    'Average quality. Customer support was helpful when I called.',
  ],
  [
    'Excellent quality, exactly as shown. Delivered two days early!',
    'Value for money. My whole family loves it.',
    'Bought this for Diwali and it was a big hit. Highly recommended.',
    'Very happy with the purchase. Will order again from Storefront.',
    'Premium feel and great finish. Worth every rupee.',
    'Fits perfectly and the packaging was neat. Five stars.',
  ],
];

export interface BannerSpec {
  kind: 'home' | 'banner' | 'side' | 'bottom';
  /** Category name, and optionally one of its sub-categories, the banner links to. */
  category: string;
  sub?: string;
  headline: string;
  tagline: string;
}

export const BANNERS: BannerSpec[] = [
  { kind: 'home', category: 'Fashion', headline: 'Festive Fashion Sale', tagline: 'Up to 60% off on kurtas, sarees and more' },
  { kind: 'home', category: 'Electronics', sub: 'Mobiles', headline: 'New 5G Phones', tagline: 'Starting at Rs 7,999 with no-cost EMI' },
  { kind: 'home', category: 'Groceries', headline: 'Fresh Pantry Week', tagline: 'Staples, snacks and dry fruits delivered free' },
  { kind: 'home', category: 'Jewellery', headline: 'Wedding Season Jewellery', tagline: 'Temple, kundan and silver from Rs 199' },
  { kind: 'banner', category: 'Electronics', sub: 'Headphones', headline: 'Sound of the Season', tagline: 'Earbuds and headphones from Rs 499' },
  { kind: 'banner', category: 'Footwear', sub: 'Sports Shoes', headline: 'Run the City', tagline: 'Sports shoes up to 50% off' },
  { kind: 'banner', category: 'Beauty', headline: 'Glow Up', tagline: 'Skincare and makeup picks for you' },
  { kind: 'banner', category: 'Bags', sub: 'Travel Luggage', headline: 'Ready for the Holidays', tagline: 'Trolleys and duffles on offer' },
  { kind: 'side', category: 'Wellness', sub: 'Ayurveda', headline: 'Ayurveda Essentials', tagline: 'Immunity boosters from Rs 149' },
  { kind: 'side', category: 'Home & Kitchen', headline: 'Kitchen Makeover', tagline: 'Cookware and storage deals' },
  { kind: 'side', category: 'Fashion', sub: 'Kids', headline: 'Little Ones', tagline: 'Kidswear from Rs 299' },
  { kind: 'bottom', category: 'Electronics', sub: 'Laptops', headline: 'Laptops for Every Desk', tagline: 'Study, work and play from Rs 21,999' },
  { kind: 'bottom', category: 'Groceries', sub: 'Beverages', headline: 'Chai Time', tagline: 'Assam, Nilgiri and filter coffee' },
  { kind: 'bottom', category: 'Jewellery', sub: 'Bangles', headline: 'Colours of Jaipur', tagline: 'Handmade bangles from Rs 199' },
];
