import { Link } from 'wouter';
import type { HomeBlock } from '../../../../shared/domain/content';
import { sectionClass, sectionTitleClass } from './home.styles';
import { tileGridClass, tileLinkClass } from './tiles-block.styles';

type TilesData = Extract<HomeBlock, { type: 'tiles' }>;

/** Category tiles: a portrait image and a spaced caption, each one link. */
export function TilesBlock({ block, id }: { block: TilesData; id: string }) {
  return (
    <section className={sectionClass} aria-labelledby={block.title ? id : undefined}>
      {block.title ? (
        <h2 className={sectionTitleClass} id={id}>
          {block.title}
        </h2>
      ) : null}
      <ul className={tileGridClass}>
        {block.items.map((item) => (
          <li key={item.path}>
            <Link href={item.path} asChild>
              <a className={tileLinkClass}>
                <img
                  src={item.image}
                  alt=""
                  width={600}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
                <span>{item.label}</span>
              </a>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
