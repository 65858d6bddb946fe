/**
 * The filters grammar, table-driven from the examples of Algolia's filtering documentation
 * (numeric comparisons and ranges, facets, booleans, tags, negation, AND of ORs, quoting,
 * arrays), applied to the fixture records of gb_en (prices in GBP major units):
 *   100001 Linen Wrap Dress, Maison Lune, 69.99 on sale, navy (blue) + red (low stock: M, L)
 *   100002 Silk Midi Dress, Nordvik, 120, black + green (backorder)
 *   100003 Oxford Shirt, Nordvik, men, 35 on sale, white + sky (blue)
 *   100004 Wool Coat, Atelier Sol, 250, black, out of stock
 *   100005 Denim Jacket, Maison Lune, men, 70, navy (blue)
 */
import { describe, expect, it } from 'vitest';
import { fixtureService, matchingIds } from '../testing/fixture-service';

const ALL = [
  '100001-navy',
  '100001-red',
  '100002-black',
  '100002-green',
  '100003-sky',
  '100003-white',
  '100004-black',
  '100005-navy',
];
const DRESSES = ['100001-navy', '100001-red', '100002-black', '100002-green'];

const service = fixtureService();

describe('filters: records matched', () => {
  const table: Array<[string, string[]]> = [
    // numeric comparison: "price > 12.99"
    ['salePrice > 69.99', ['100002-black', '100002-green', '100004-black', '100005-navy']],
    ['salePrice>=70 AND salePrice<=120', ['100002-black', '100002-green', '100005-navy']],
    ['salePrice != 120', ALL.filter((id) => !id.startsWith('100002'))],
    ['availabilityFlag = 2', ['100001-red']],
    ['availabilityFlag < 0', ['100002-green']],
    ['salePrice > -1', ALL],
    // numeric range, bounds included: "price:5.99 TO 100"
    [
      'salePrice:35 TO 70',
      ['100001-navy', '100001-red', '100003-sky', '100003-white', '100005-navy'],
    ],
    ['createdAt: 1700000000 TO 1710000000', [...DRESSES, '100003-sky', '100003-white']],
    // facets, case-insensitive values: "category:Book"
    ['categories:Dresses', DRESSES],
    ['categories:dresses', DRESSES],
    ['categoryPageIds:women-clothing-dresses', DRESSES],
    // quoted values and nested attributes: 'author:"JK Rowling"'
    ['brand.name:"Maison Lune"', ['100001-navy', '100001-red', '100005-navy']],
    ["brand.name:'maison lune'", ['100001-navy', '100001-red', '100005-navy']],
    ['color.group:blue', ['100001-navy', '100003-sky', '100005-navy']],
    // arrays match when any element matches
    ['size:M', ALL.filter((id) => id !== '100004-black')],
    [
      'size:XS',
      ['100001-navy', '100002-black', '100002-green', '100003-sky', '100003-white', '100005-navy'],
    ],
    // booleans: "isEnabled:true"
    ['onSale:true', ['100001-navy', '100001-red', '100003-sky', '100003-white']],
    ['onSale:false', ['100002-black', '100002-green', '100004-black', '100005-navy']],
    // negation: "NOT is_discontinued:true"
    ['NOT brand.name:Nordvik', ['100001-navy', '100001-red', '100004-black', '100005-navy']],
    ['NOT onSale:true', ['100002-black', '100002-green', '100004-black', '100005-navy']],
    // tags: "_tags:published" or a bare "published" (these records have no tags)
    ['_tags:published', []],
    ['published', []],
    // attributes that are not faceted match nothing, and so their negation matches everything
    ['name:"Wool Coat"', []],
    ['NOT name:"Wool Coat"', ALL],
    // '(category:Book OR category:Ebook) AND NOT author:"JK Rowling"'
    [
      '(categories:Dresses OR categories:Coats) AND NOT brand.name:"Maison Lune"',
      ['100002-black', '100002-green', '100004-black'],
    ],
    // "price:10 TO 50 AND (category:Electronics OR category:Accessories)"
    [
      'salePrice:10 TO 100 AND (categories:Shirts OR categories:Jackets)',
      ['100003-sky', '100003-white', '100005-navy'],
    ],
    // "inStock:true AND (…) AND (brand:Apple OR brand:Samsung) AND price>500"
    [
      'onSale:true AND (categories:Shirts OR categories:Dresses) AND (brand.name:Nordvik OR brand.name:"Maison Lune") AND salePrice>50',
      ['100001-navy', '100001-red'],
    ],
    // "A AND (B OR C) AND (D OR E)" and "(A OR B) AND (C OR D) AND E"
    [
      '(color.group:red OR color.group:black) AND (gender:women OR gender:men) AND categories:Dresses',
      ['100001-red', '100002-black'],
    ],
    // precedence: NOT binds tighter than OR (not red, or black)
    ['NOT color.group:red OR color.group:black', ALL.filter((id) => id !== '100001-red')],
    // an OR group with a single member and redundant parentheses
    ['(categories:Coats)', ['100004-black']],
    [
      'categories:Coats OR (categories:Jackets OR categories:Shirts)',
      ['100003-sky', '100003-white', '100004-black', '100005-navy'],
    ],
    ['', ALL],
  ];

  it.each(table)('%s', (filters, expected) => {
    expect(matchingIds(service, { filters })).toEqual([...expected].sort());
  });
});

describe('filters: syntax errors answer 400 with the column', () => {
  const table: Array<[string, string]> = [
    // the exact message hosted Algolia gives for this input
    [
      '(languages:pythonORlanguages:javascript)',
      "filters: Unexpected token ':' expected ')' at col 28",
    ],
    ['categories:', 'filters: Unexpected token end of filter expected value at col 11'],
    [
      '(categories:Dresses OR categories:Coats',
      "filters: Unexpected token end of filter expected ')' at col 39",
    ],
    ['salePrice > cheap', 'filters: Unexpected token string(cheap) expected numeric at col 12'],
    ['salePrice:1 TO', 'filters: Unexpected token end of filter expected numeric at col 14'],
    ['salePrice:cheap TO 10', 'filters: Unexpected token string(cheap) expected numeric at col 10'],
    [
      'brand.name:Maison Lune',
      'filters: Unexpected token string(Lune) expected end of filter at col 18',
    ],
    [
      'gender:men and gender:women',
      'filters: Unexpected token string(and) expected end of filter at col 11',
    ],
    ['NOT (gender:men OR gender:women)', "filters: Unexpected token '(' expected filter at col 4"],
    ['AND gender:men', "filters: Unexpected token 'AND' expected filter at col 0"],
    ['gender:"men', 'filters: Unterminated string starting at col 7'],
    // ORs of ANDs are refused, as by Algolia
    [
      'gender:men OR (categories:Dresses AND onSale:true)',
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    ],
    [
      'gender:men AND onSale:true OR categories:Coats',
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    ],
  ];

  it.each(table)('%s', (filters, message) => {
    expect(() => service.search('gb_en', { filters })).toThrow(
      expect.objectContaining({ status: 400, message }),
    );
  });
});

describe('array filters', () => {
  it('facetFilters: outer AND, inner OR, "attribute:-value" negates', () => {
    expect(
      matchingIds(service, {
        facetFilters: [['color.group:red', 'color.group:black'], 'categories:Dresses'],
      }),
    ).toEqual(['100001-red', '100002-black']);
    expect(matchingIds(service, { facetFilters: ['brand.name:-Nordvik', 'gender:women'] })).toEqual(
      ['100001-navy', '100001-red', '100004-black'],
    );
    // an escaped minus sign is part of the value
    expect(matchingIds(service, { facetFilters: ['brand.name:\\-Nordvik'] })).toEqual([]);
    expect(matchingIds(service, { tagFilters: ['-nothing'] })).toHaveLength(
      matchingIds(service, {}).length,
    );
    expect(matchingIds(service, { facetFilters: 'brand.name:Atelier Sol' })).toEqual([
      '100004-black',
    ]);
  });

  it('numericFilters: comparisons and ranges, nested arrays OR', () => {
    expect(
      matchingIds(service, {
        numericFilters: ['salePrice>=70', ['availabilityFlag=3', 'availabilityFlag<0']],
      }),
    ).toEqual(['100002-green', '100004-black']);
    expect(matchingIds(service, { numericFilters: ['salePrice:30 TO 40'] })).toEqual([
      '100003-sky',
      '100003-white',
    ]);
  });

  it('all filter parameters combine with AND', () => {
    expect(
      matchingIds(service, {
        filters: 'categories:Dresses',
        facetFilters: [['color.group:blue', 'color.group:green']],
        numericFilters: ['salePrice<100'],
      }),
    ).toEqual(['100001-navy']);
  });

  it('rejects malformed array filters', () => {
    expect(() => service.search('gb_en', { facetFilters: ['brand'] })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => service.search('gb_en', { facetFilters: [[['a:b']]] })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => service.search('gb_en', { numericFilters: ['salePrice>>1'] })).toThrow(
      expect.objectContaining({
        status: 400,
        message: "numericFilters: Unexpected token '>' expected numeric at col 10",
      }),
    );
  });
});
