import { Link } from 'wouter';
import type { HomeBlock } from '../../../../shared/domain/content';
import { Section, SectionTitle } from './home.styles';
import { TileGrid, TileLink } from './tiles-block.styles';

type TilesData = Extract<HomeBlock, { type: 'tiles' }>;

/** Category tiles: a portrait image and a spaced caption, each one link. */
export function TilesBlock({ block, id }: { block: TilesData; id: string }) {
  return (
    <Section aria-labelledby={block.title ? id : undefined}>
      {block.title ? <SectionTitle id={id}>{block.title}</SectionTitle> : null}
      <TileGrid>
        {block.items.map((item) => (
          <li key={item.path}>
            <Link href={item.path} asChild>
              <TileLink>
                <img
                  src={item.image}
                  alt=""
                  width={600}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
                <span>{item.label}</span>
              </TileLink>
            </Link>
          </li>
        ))}
      </TileGrid>
    </Section>
  );
}
