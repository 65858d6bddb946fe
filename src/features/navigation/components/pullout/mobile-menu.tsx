import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useActiveLocale } from '../../../../platform/site/site-context';
import { IconButton } from '../../../../platform/ui/button';
import { Icon } from '../../../../platform/ui/icon';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { NavItem } from '../../../../shared/domain/content';
import { MenuLink } from '../menu/menu-link';
import { hasChildren, viewAllOf, visibleChildren } from '../../logic/menu-model';
import {
  backButtonClass,
  levelClass,
  menuButtonClass,
  overlayClass,
  panelClass,
  panelBarClass,
  rowClass,
  viewAllRowClass,
} from './pullout.styles';
import { usePullout } from '../../hooks/use-pullout';

const PANEL_ID = 'mobile-menu';

/** The phone and tablet menu: a "Menu" button opening a multi-level pullout (spec §2). */
export function MobileMenu({ contexts }: { contexts: NavItem[] }) {
  const t = useT();
  const { dir } = useActiveLocale();
  const {
    open,
    trail,
    buttonRef,
    panelRef,
    headingRef,
    handleOpen,
    handleClose,
    handleDrill,
    handleBack,
    handlePanelKeyDown,
  } = usePullout(contexts);
  // The panel is portalled to <body>, which render must not read (DESIGN §3: a server renders
  // this component too); an effect finds it once the menu is in a browser.
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalRoot(document.body), []);
  const current = trail.at(-1);
  const items = current ? visibleChildren(current) : contexts;
  const viewAll = current ? viewAllOf(current) : null;
  const forward = dir === 'rtl' ? 'chevron-left' : 'chevron-right';
  const back = dir === 'rtl' ? 'chevron-right' : 'chevron-left';

  return (
    <>
      <button
        className={menuButtonClass}
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-haspopup="dialog"
        onClick={handleOpen}
      >
        <Icon name="menu" />
        <span className={visuallyHidden}>{t('WEB.NAV.MENU')}</span>
      </button>
      {open && portalRoot
        ? createPortal(
            <>
              <div className={overlayClass} aria-hidden="true" onClick={handleClose} />
              <div
                className={panelClass}
                ref={panelRef}
                id={PANEL_ID}
                role="dialog"
                aria-modal="true"
                aria-label={t('WEB.NAV.MENU')}
                onKeyDown={handlePanelKeyDown}
              >
                <div className={panelBarClass}>
                  {current ? (
                    <button className={backButtonClass} type="button" onClick={handleBack}>
                      <Icon name={back} size={20} />
                      {t('WEB.NAV.BACK')}
                    </button>
                  ) : (
                    <span />
                  )}
                  <IconButton aria-label={t('WEB.NAV.CLOSE.MENU')} onClick={handleClose}>
                    <Icon name="close" />
                  </IconButton>
                </div>
                <nav className={levelClass} aria-label={t('WEB.NAV.PRIMARY')}>
                  <h2 ref={headingRef} tabIndex={-1}>
                    {current?.label ?? t('WEB.NAV.MENU')}
                  </h2>
                  <ul>
                    {items.map((item) => (
                      <li key={item.key}>
                        {hasChildren(item) ? (
                          <button
                            type="button"
                            className={rowClass}
                            onClick={() => handleDrill(item)}
                          >
                            {item.label}
                            <Icon name={forward} size={20} />
                          </button>
                        ) : (
                          <MenuLink item={item} className={rowClass} onClick={handleClose}>
                            {item.label}
                          </MenuLink>
                        )}
                      </li>
                    ))}
                  </ul>
                  {current && viewAll ? (
                    <p className={viewAllRowClass}>
                      <MenuLink item={{ path: viewAll.path }} onClick={handleClose}>
                        {viewAll.label ?? t('WEB.NAV.VIEW.ALL', { label: current.label })}
                      </MenuLink>
                    </p>
                  ) : null}
                </nav>
              </div>
            </>,
            portalRoot,
          )
        : null}
    </>
  );
}
