/** The part of jsdom the server's sanitiser uses (jsdom ships no types of its own). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
