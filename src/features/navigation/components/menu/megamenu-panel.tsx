import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavItem } from '../../../../shared/domain/content';
import { Column, ColumnTitle, Columns, Panel, ViewAll } from './desktop-nav.styles';
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
    <Panel id={id} ref={panelRef} hidden={!open}>
      <Columns>
        {visibleChildren(context).map((group) => {
          const groupViewAll = viewAllOf(group);
          const links = visibleChildren(group);
          return (
            <Column key={group.key}>
              <ColumnTitle>
                <MenuLink item={group}>{group.label}</MenuLink>
              </ColumnTitle>
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
            </Column>
          );
        })}
      </Columns>
      <ViewAll>
        <MenuLink item={{ path: viewAll.path }}>
          {viewAll.label ?? t('WEB.NAV.VIEW.ALL', { label: context.label })}
        </MenuLink>
      </ViewAll>
    </Panel>
  );
}
