import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../../platform/ui/icon';
import { accordionClass, panelClass, triggerClass } from './product-accordion.styles';

export interface AccordionSection {
  key: string;
  title: string;
  content: ReactNode;
}

export interface ProductAccordionProps {
  sections: AccordionSection[];
  /** whether choosing the open panel closes it (spec §4 clearOnToggle); off by default */
  clearOnToggle?: boolean;
}

/**
 * Spec §4 "Other": one active panel at a time; choosing another moves it there, and choosing
 * the open one closes it only with clearOnToggle. Without it the open panel's button cannot
 * collapse it, which WAI-ARIA's accordion pattern announces with aria-disabled.
 */
export function ProductAccordion({ sections, clearOnToggle = false }: ProductAccordionProps) {
  const baseId = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <div className={accordionClass}>
      {sections.map((section) => {
        const open = openKey === section.key;
        const buttonId = `${baseId}-${section.key}-button`;
        const panelId = `${baseId}-${section.key}-panel`;
        return (
          <div key={section.key}>
            <h2>
              <button
                type="button"
                id={buttonId}
                className={triggerClass}
                aria-expanded={open}
                aria-controls={panelId}
                aria-disabled={open && !clearOnToggle ? true : undefined}
                onClick={() => setOpenKey(open && clearOnToggle ? null : section.key)}
              >
                {section.title}
                <Icon name="chevron-down" size={20} />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={panelClass}
              hidden={!open}
            >
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
