import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { NavItem } from '../../../../shared/domain/content';
import { isActivePath } from '../../logic/menu-model';

export interface MenuLinkProps {
  item: Pick<NavItem, 'path' | 'target'>;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A navigation link: router links for shop paths (the base is added by wouter), plain anchors
 * for absolute URLs; aria-current marks the page we are on; new tabs get noreferrer.
 */
export function MenuLink({ item, className, children, onClick }: MenuLinkProps) {
  const [location] = useLocation();
  const external = /^[a-z]+:/i.test(item.path);
  const shared = {
    className,
    onClick,
    target: item.target,
    rel: item.target === '_blank' ? 'noreferrer noopener' : undefined,
  };
  if (external) {
    return (
      <a href={item.path} {...shared}>
        {children}
      </a>
    );
  }
  return (
    <Link
      href={item.path}
      aria-current={isActivePath(item.path, location) ? 'page' : undefined}
      {...shared}
    >
      {children}
    </Link>
  );
}
