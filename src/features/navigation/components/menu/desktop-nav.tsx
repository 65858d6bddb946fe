import { useLocation } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useActiveLocale } from '../../../../platform/site/site-context';
import { Icon } from '../../../../platform/ui/icon';
import type { NavItem } from '../../../../shared/domain/content';
import { navContextOf } from '../../logic/nav-context';
import { navClass, topListClass, triggerClass } from './desktop-nav.styles';
import { MegamenuPanel } from './megamenu-panel';
import { useMegamenu } from '../../hooks/use-megamenu';

/** The desktop primary navigation: a bar of contexts, each a disclosure for its megamenu. */
export function DesktopNav({ contexts }: { contexts: NavItem[] }) {
  const t = useT();
  const { dir } = useActiveLocale();
  const [location] = useLocation();
  const currentContext = navContextOf(location, contexts)?.key;
  const {
    openKey,
    rootRef,
    registerTrigger,
    registerPanel,
    handleTriggerClick,
    handleTriggerKeyDown,
    handlePointerEnter,
    handlePointerLeave,
    handleMenuPointerEnter,
    handleBlur,
  } = useMegamenu(
    contexts.map((context) => context.key),
    dir,
  );
  return (
    <nav
      className={navClass}
      ref={rootRef}
      aria-label={t('WEB.NAV.PRIMARY')}
      onPointerEnter={handleMenuPointerEnter}
      onPointerLeave={(event) => handlePointerLeave(event.pointerType)}
      onBlur={handleBlur}
    >
      <ul className={topListClass}>
        {contexts.map((context) => {
          const open = openKey === context.key;
          const panelId = `megamenu-${context.key}`;
          return (
            <li key={context.key}>
              <button
                className={triggerClass}
                ref={registerTrigger(context.key)}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                data-current={context.key === currentContext}
                onClick={() => handleTriggerClick(context.key)}
                onKeyDown={(event) => handleTriggerKeyDown(event, context.key)}
                onPointerEnter={(event) => handlePointerEnter(context.key, event.pointerType)}
              >
                {context.label}
                <Icon name="chevron-down" size={14} />
              </button>
              <MegamenuPanel
                context={context}
                id={panelId}
                open={open}
                panelRef={registerPanel(context.key)}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
