/**
 * The normalised terms of each document's searchable fields, as space-delimited strings
 * (" linen wrap dress "), for the one case MiniSearch handles slowly: a last query word of one
 * or two letters. MiniSearch expands such a prefix to every indexed term that starts with it
 * (thousands, with long posting lists) and scores them all: 30–500 ms at 10k products. Algolia
 * needs no score from that word, only whether each document has a word starting with it and in
 * which attribute, so the text index lets MiniSearch match the other words and checks the
 * short prefix here with a string search per field. Variants of one product share the strings.
 */
export const SHORT_PREFIX_LENGTH = 2;

export interface PrefixMatch {
  /** the best (lowest) field rank holding a word that starts with the prefix */
  attribute: number;
  /** whether some field holds the prefix as a whole word */
  exact: boolean;
}

export class FieldTexts {
  /** per document, one normalised string per field, in searchable-attribute order */
  private readonly texts: string[][] = [];
  private normalised: Map<string, string> | null = new Map();

  constructor(private readonly normalise: (text: string) => string[]) {}

  add(fields: readonly string[]): void {
    this.texts.push(
      fields.map((text) => {
        let value = this.normalised?.get(text);
        if (value === undefined) {
          value = ` ${this.normalise(text).join(' ')} `;
          this.normalised?.set(text, value);
        }
        return value;
      }),
    );
  }

  /** Frees the build-time memo; later adds still work, unshared. */
  seal(): void {
    this.normalised = null;
  }

  get size(): number {
    return this.texts.length;
  }

  match(doc: number, prefix: string): PrefixMatch | null {
    const fields = this.texts[doc];
    if (!fields) return null;
    const start = ` ${prefix}`;
    const whole = ` ${prefix} `;
    let attribute = -1;
    let exact = false;
    for (let f = 0; f < fields.length; f++) {
      const text = fields[f]!;
      if (attribute < 0 && text.includes(start)) attribute = f;
      if (attribute >= 0 && text.includes(whole)) {
        exact = true;
        break;
      }
    }
    return attribute < 0 ? null : { attribute, exact };
  }
}
