/**
 * The regions a shopper picks from where the address form has a region list (address-schemas.ts
 * `regionList`): Japan's prefectures, the UAE's emirates, Saudi Arabia's regions, the US states.
 * Codes are ISO 3166-2; each region has a display name per language, and a language without a
 * name for a region does not list it (spec §5: only regions with a display name are listed).
 */
type Names = Readonly<Record<string, string>>;
type RegionTable = readonly (readonly [code: string, names: Names])[];

const JP_NAMES: readonly (readonly [string, string])[] = [
  ['Hokkaido', '北海道'],
  ['Aomori', '青森県'],
  ['Iwate', '岩手県'],
  ['Miyagi', '宮城県'],
  ['Akita', '秋田県'],
  ['Yamagata', '山形県'],
  ['Fukushima', '福島県'],
  ['Ibaraki', '茨城県'],
  ['Tochigi', '栃木県'],
  ['Gunma', '群馬県'],
  ['Saitama', '埼玉県'],
  ['Chiba', '千葉県'],
  ['Tokyo', '東京都'],
  ['Kanagawa', '神奈川県'],
  ['Niigata', '新潟県'],
  ['Toyama', '富山県'],
  ['Ishikawa', '石川県'],
  ['Fukui', '福井県'],
  ['Yamanashi', '山梨県'],
  ['Nagano', '長野県'],
  ['Gifu', '岐阜県'],
  ['Shizuoka', '静岡県'],
  ['Aichi', '愛知県'],
  ['Mie', '三重県'],
  ['Shiga', '滋賀県'],
  ['Kyoto', '京都府'],
  ['Osaka', '大阪府'],
  ['Hyogo', '兵庫県'],
  ['Nara', '奈良県'],
  ['Wakayama', '和歌山県'],
  ['Tottori', '鳥取県'],
  ['Shimane', '島根県'],
  ['Okayama', '岡山県'],
  ['Hiroshima', '広島県'],
  ['Yamaguchi', '山口県'],
  ['Tokushima', '徳島県'],
  ['Kagawa', '香川県'],
  ['Ehime', '愛媛県'],
  ['Kochi', '高知県'],
  ['Fukuoka', '福岡県'],
  ['Saga', '佐賀県'],
  ['Nagasaki', '長崎県'],
  ['Kumamoto', '熊本県'],
  ['Oita', '大分県'],
  ['Miyazaki', '宮崎県'],
  ['Kagoshima', '鹿児島県'],
  ['Okinawa', '沖縄県'],
];

/** The states and the District of Columbia, by their postal abbreviation (US-{abbreviation}). */
const US_STATES: readonly (readonly [string, string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const REGIONS: Readonly<Record<string, RegionTable>> = {
  // in alphabetical order of their names, as American forms list them; only the US site (in
  // English) ships there, so the names are English only
  US: US_STATES.map(([code, en]) => [`US-${code}`, { en }]),
  // the prefectures in their ISO order, JP-01 Hokkaido … JP-47 Okinawa
  JP: JP_NAMES.map(([en, ja], index) => [`JP-${String(index + 1).padStart(2, '0')}`, { en, ja }]),
  AE: [
    ['AE-AZ', { en: 'Abu Dhabi', ar: 'أبوظبي' }],
    ['AE-DU', { en: 'Dubai', ar: 'دبي' }],
    ['AE-SH', { en: 'Sharjah', ar: 'الشارقة' }],
    ['AE-AJ', { en: 'Ajman', ar: 'عجمان' }],
    ['AE-UQ', { en: 'Umm Al Quwain', ar: 'أم القيوين' }],
    ['AE-RK', { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' }],
    ['AE-FU', { en: 'Fujairah', ar: 'الفجيرة' }],
  ],
  SA: [
    ['SA-01', { en: 'Riyadh', ar: 'الرياض' }],
    ['SA-02', { en: 'Makkah', ar: 'مكة المكرمة' }],
    ['SA-03', { en: 'Madinah', ar: 'المدينة المنورة' }],
    ['SA-04', { en: 'Eastern Province', ar: 'المنطقة الشرقية' }],
    ['SA-05', { en: 'Al-Qassim', ar: 'القصيم' }],
    ['SA-06', { en: "Ha'il", ar: 'حائل' }],
    ['SA-07', { en: 'Tabuk', ar: 'تبوك' }],
    ['SA-08', { en: 'Northern Borders', ar: 'الحدود الشمالية' }],
    ['SA-09', { en: 'Jazan', ar: 'جازان' }],
    ['SA-10', { en: 'Najran', ar: 'نجران' }],
    ['SA-11', { en: 'Al-Bahah', ar: 'الباحة' }],
    ['SA-12', { en: 'Al-Jawf', ar: 'الجوف' }],
    ['SA-14', { en: 'Asir', ar: 'عسير' }],
  ],
};

export interface Region {
  code: string;
  name: string;
}

/** The regions of `countryCode` that have a name in `language`, in the country's order. */
export function regionsOf(countryCode: string, language: string): Region[] {
  return (REGIONS[countryCode] ?? []).flatMap(([code, names]) => {
    const name = names[language];
    return name ? [{ code, name }] : [];
  });
}

/** Whether `code` is one of `countryCode`'s regions (in any language). */
export const isRegionOf = (countryCode: string, code: string): boolean =>
  (REGIONS[countryCode] ?? []).some(([known]) => known === code);
