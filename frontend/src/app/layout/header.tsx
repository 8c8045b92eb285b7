import { DRAWER_CLOSE_DELAY_MS, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '../../components/icons';
import { useFocusTrap } from '../../components/use-focus-trap';
import { NAV_MENUS, type NavMenu } from '../../config/navigation';
import { cx } from '../../lib/cx';
import { useDismiss } from '../../lib/use-dismiss';
import { useIsClient } from '../../lib/use-is-client';
import { AccountMenu, DrawerAccount } from './account-menu';
import { BrandLogo } from './brand-logo';
import styles from './header.module.css';

type MenuId = NavMenu['id'];

/**
 * Site header: brand link, three menus (one panel open at a time, opened by click, closed on link
 * choice, Escape or an outside click), support phone, Log In or the account menu. Below the desktop
 * breakpoint a side drawer with collapsible sections replaces the menus. Opening any menu clears
 * the toasts: on a phone they would sit over the menu's links.
 */
export function Header() {
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const { pathname } = useLocation();

  // Any navigation closes the open panel.
  useEffect(() => setOpenMenu(null), [pathname]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useDismiss(
    openMenu !== null,
    navRef,
    () => setOpenMenu(null),
    () => document.getElementById(`${baseId}-${openMenu}-button`)?.focus(),
  );

  return (
    <header className={cx(styles.header, scrolled && styles.scrolled)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Filebridge home">
          <BrandLogo />
        </Link>

        <nav ref={navRef} className={styles.desktopNav} aria-label="Main">
          <ul className={styles.menuList}>
            {NAV_MENUS.map((menu, index) => {
              const open = openMenu === menu.id;
              const last = index === NAV_MENUS.length - 1;
              const buttonId = `${baseId}-${menu.id}-button`;
              const panelId = `${baseId}-${menu.id}-panel`;
              return (
                <li
                  key={menu.id}
                  className={cx(styles.menuItem, menu.wide && styles.menuItemStatic)}
                  onBlur={(event) => {
                    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpenMenu(null);
                  }}
                >
                  <button
                    id={buttonId}
                    type="button"
                    className={cx(styles.trigger, open && styles.triggerOpen)}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => {
                      if (!open) toast.dismiss();
                      setOpenMenu(open ? null : menu.id);
                    }}
                  >
                    {menu.label}
                    <ChevronDownIcon size={16} className={styles.triggerChevron} />
                  </button>
                  <div
                    id={panelId}
                    className={cx(
                      styles.panel,
                      menu.wide && styles.panelWide,
                      last && !menu.wide && styles.panelEnd,
                      open && styles.panelOpen,
                    )}
                    data-open={open}
                    inert={!open}
                  >
                    <ul className={cx(styles.panelLinks, menu.wide && styles.twoColumns)} aria-label={menu.label}>
                      {menu.links.map((link) => (
                        <li key={link.href}>
                          <Link to={link.href} className={styles.panelLink} onClick={() => setOpenMenu(null)}>
                            <span className={styles.linkName}>{link.name}</span>
                            <span className={styles.linkDescription}>{link.description}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          <a href={`tel:${SUPPORT_PHONE_TEL}`} className={styles.phone} aria-label={`Call us at ${SUPPORT_PHONE_DISPLAY}`}>
            <PhoneIcon size={18} />
            <span className={styles.phoneText}>{SUPPORT_PHONE_DISPLAY}</span>
          </a>
          <div className={styles.desktopOnly}>
            <AccountMenu />
          </div>
          <button
            type="button"
            className={styles.burger}
            aria-expanded={drawerOpen}
            aria-controls={`${baseId}-drawer`}
            aria-label="Open menu"
            onClick={() => {
              toast.dismiss();
              setDrawerOpen(true);
            }}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
      <MobileDrawer id={`${baseId}-drawer`} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}

function MobileDrawer({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const drawerRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<MenuId | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const sectionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isClient = useIsClient();

  useFocusTrap(drawerRef, open, () => onCloseRef.current());

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // The drawer closes DRAWER_CLOSE_DELAY_MS after a link is clicked.
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => onCloseRef.current(), DRAWER_CLOSE_DELAY_MS);
  };

  if (!isClient) return null;
  // Portalled to <body>: the header's backdrop-filter would otherwise become the drawer's containing block.
  return createPortal(
    <div className={cx(styles.drawerRoot, open && styles.drawerRootOpen)} inert={!open} aria-hidden={!open}>
      <div className={styles.backdrop} onClick={onClose} />
      <div ref={drawerRef} id={id} className={styles.drawer} role="dialog" aria-modal="true" aria-label="Site menu" tabIndex={-1}>
        <div className={styles.drawerHeader}>
          <Link to="/" className={styles.brand} onClick={closeSoon} aria-label="Filebridge home">
            <BrandLogo />
          </Link>
          <button type="button" className={styles.drawerClose} onClick={onClose} aria-label="Close menu">
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label="Main" className={styles.drawerNav}>
          {NAV_MENUS.map((menu) => {
            const isOpen = expanded === menu.id;
            const panelId = `${sectionId}-${menu.id}`;
            return (
              <div key={menu.id} className={styles.drawerSection}>
                <button
                  type="button"
                  className={styles.drawerToggle}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setExpanded(isOpen ? null : menu.id)}
                >
                  {menu.label}
                  <ChevronDownIcon size={18} className={cx(styles.triggerChevron, isOpen && styles.rotated)} />
                </button>
                <ul id={panelId} className={styles.drawerLinks} hidden={!isOpen}>
                  {menu.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className={styles.drawerLink} onClick={closeSoon}>
                        <span className={styles.linkName}>{link.name}</span>
                        <span className={styles.linkDescription}>{link.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className={styles.drawerFooter}>
          <a href={`tel:${SUPPORT_PHONE_TEL}`} className={styles.drawerPhone}>
            <PhoneIcon size={18} />
            Call {SUPPORT_PHONE_DISPLAY}
          </a>
          <DrawerAccount onNavigate={closeSoon} onClose={onClose} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
