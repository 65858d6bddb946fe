import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavItem } from '../../../../shared/domain/content';
import {
  columnClass,
  columnTitleClass,
  columnsClass,
  panelClass,
  viewAllClass,
} from './desktop-nav.styles';
import { MenuLink } from './menu-link';
import { viewAllOf, visibleChildren } from '../../logic/menu-model';

export interface MegamenuPanelProps {
  context: NavItem;
  id: string;
  open: boolean;
  panelRef: (element: HTMLElement | null) => void;
}

/** One context's panel: a column per l2 group with its l3 links, then the view-all link. */
export function MegamenuPanel({ context, id, open, panelRef }: MegamenuPanelProps) {
  const t = useT();
  const viewAll = viewAllOf(context);
  return (
    <div className={panelClass} id={id} ref={panelRef} hidden={!open}>
      <div className={columnsClass}>
        {visibleChildren(context).map((group) => {
          const groupViewAll = viewAllOf(group);
          const links = visibleChildren(group);
          return (
            <div className={columnClass} key={group.key}>
              <p className={columnTitleClass}>
                <MenuLink item={group}>{group.label}</MenuLink>
              </p>
              {links.length > 0 ? (
                <ul>
                  {links.map((link) => (
                    <li key={link.key}>
                      <MenuLink item={link}>{link.label}</MenuLink>
                    </li>
                  ))}
                  {groupViewAll.label ? (
                    <li>
                      <MenuLink item={{ path: groupViewAll.path }}>{groupViewAll.label}</MenuLink>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className={viewAllClass}>
        <MenuLink item={{ path: viewAll.path }}>
          {viewAll.label ?? t('WEB.NAV.VIEW.ALL', { label: context.label })}
        </MenuLink>
      </p>
    </div>
  );
}
