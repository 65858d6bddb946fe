import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../../platform/ui/icon';
import { accordionClass, panelClass, triggerClass } from './product-accordion.styles';

export interface AccordionSection {
  key: string;
  title: string;
  content: ReactNode;
}

/** Spec §4: one panel open at a time; choosing the open one closes it. */
export function ProductAccordion({ sections }: { sections: AccordionSection[] }) {
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
                onClick={() => setOpenKey(open ? null : section.key)}
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
