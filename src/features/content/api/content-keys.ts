/**
 * Query keys of the per-language content files (spec §7 "Static and content files"). One factory
 * so a language switch or a refetch addresses exactly the files of one site and language.
 */
export const contentKeys = {
  all: ['content'] as const,
  site: (folder: string, language: string) => ['content', folder, language] as const,
  data: (folder: string, language: string, file: string) =>
    ['content', folder, language, file] as const,
};
