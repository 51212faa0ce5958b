/** @jsxImportSource npm:react@18.3.1 */
// The frame and building blocks of every email: the site's navy, gold and ivory, its display
// face with Georgia as the email-safe fallback, one 600 px column that narrows on a phone.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from 'npm:@react-email/components@1.0.12'
import type { ReactNode } from 'npm:react@18.3.1'

export const colors = {
  navy: '#0f2a44',
  gold: '#c8a15a',
  goldDark: '#8a6a2f',
  sand: '#efe4d2',
  ivory: '#faf7f2',
  border: '#e4d8c4',
  muted: '#55606c',
}

const display = '"Cormorant Garamond", Georgia, "Times New Roman", serif'
const sans = 'Inter, "Helvetica Neue", Helvetica, Arial, sans-serif'

/** The site's contact details, read when the email is sent (the footer shows the current ones). */
export interface SiteContact {
  name: string
  phone: string
  email: string
  address: string
  siteUrl: string
}

// Phones get narrower margins; clients without media queries keep the desktop ones.
const responsive = `
@media only screen and (max-width: 600px) {
  .content { padding: 28px 22px !important; }
  .band { padding: 22px !important; }
  .title { font-size: 28px !important; line-height: 34px !important; }
  .label { width: 104px !important; }
}`

interface EmailLayoutProps {
  preview: string
  contact: SiteContact
  /** Why this address gets the email, in the footer. */
  reason: string
  /** The language the email is written in (issue 22): mail apps and screen readers read it. */
  lang?: 'en' | 'fr'
  children: ReactNode
}

export function EmailLayout({ preview, contact, reason, lang = 'en', children }: EmailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        {/* Phones' mail apps that render in a browser view lay the email out at their width. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style>{responsive}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: colors.ivory, margin: 0, padding: '24px 0', fontFamily: sans }}
      >
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.border}`,
          }}
        >
          <Section className="band" style={{ backgroundColor: colors.navy, padding: '26px 48px' }}>
            <Link href={contact.siteUrl} className="brand" style={{ textDecoration: 'none' }}>
              <Text
                style={{
                  margin: 0,
                  fontFamily: display,
                  fontSize: '26px',
                  lineHeight: '30px',
                  color: colors.ivory,
                  letterSpacing: '0.02em',
                }}
              >
                {contact.name}
              </Text>
              <Text
                style={{
                  margin: '4px 0 0',
                  fontSize: '10px',
                  lineHeight: '14px',
                  letterSpacing: '0.3em',
                  textTransform: 'uppercase',
                  color: colors.gold,
                }}
              >
                Côte d’Azur
              </Text>
            </Link>
          </Section>
          <Section className="content" style={{ padding: '40px 48px' }}>
            {children}
          </Section>
          <Section
            className="band"
            style={{ backgroundColor: colors.sand, padding: '24px 48px', textAlign: 'center' }}
          >
            <Text style={{ ...small, margin: 0, color: colors.navy, fontWeight: 600 }}>
              {contact.name}
            </Text>
            <Text style={{ ...small, margin: '2px 0 0' }}>{contact.address}</Text>
            <Text style={{ ...small, margin: '2px 0 0' }}>
              <Link href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`} style={footerLink}>
                {contact.phone}
              </Link>
              {' · '}
              <Link href={`mailto:${contact.email}`} style={footerLink}>
                {contact.email}
              </Link>
            </Text>
            <Text style={{ ...small, margin: '12px 0 0', fontSize: '11px' }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

const small = { fontSize: '12px', lineHeight: '18px', color: colors.muted }
const footerLink = { color: colors.navy, textDecoration: 'underline' }

/** The small gold line above the title: what this email is. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        margin: '0 0 10px',
        fontSize: '11px',
        lineHeight: '16px',
        letterSpacing: '0.2em',
        textTransform: 'uppercase',
        color: colors.goldDark,
        fontWeight: 600,
      }}
    >
      {children}
    </Text>
  )
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="title"
      style={{
        margin: '0 0 18px',
        fontFamily: display,
        fontWeight: 500,
        fontSize: '34px',
        lineHeight: '40px',
        color: colors.navy,
      }}
    >
      {children}
    </Heading>
  )
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{
        margin: '32px 0 10px',
        fontFamily: display,
        fontWeight: 500,
        fontSize: '24px',
        lineHeight: '30px',
        color: colors.navy,
      }}
    >
      {children}
    </Heading>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ margin: '0 0 14px', fontSize: '15px', lineHeight: '24px', color: colors.navy }}>
      {children}
    </Text>
  )
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <Text style={{ margin: '18px 0 0', fontSize: '13px', lineHeight: '20px', color: colors.muted }}>
      {children}
    </Text>
  )
}

/** Label and value rows, such as the stay's dates; a null value is left out. */
export function Details({ rows }: { rows: [string, ReactNode | null][] }) {
  return (
    <Section
      style={{
        margin: '8px 0 0',
        borderTop: `1px solid ${colors.border}`,
      }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <Row key={label} style={{ borderBottom: `1px solid ${colors.border}` }}>
            <Column
              className="label"
              style={{
                width: '136px',
                padding: '10px 12px 10px 0',
                verticalAlign: 'top',
                fontSize: '11px',
                lineHeight: '20px',
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                color: colors.muted,
              }}
            >
              {label}
            </Column>
            <Column
              style={{
                padding: '10px 0',
                verticalAlign: 'top',
                fontSize: '15px',
                lineHeight: '20px',
                color: colors.navy,
              }}
            >
              {value}
            </Column>
          </Row>
        ))}
    </Section>
  )
}

/** One line of the price: its label, how it was counted (if said) and its amount. */
export interface PriceLine {
  label: string
  basis?: string | null
  amount: string
}

/**
 * The price: one line per nightly rate (or each line of the stored offer, with its basis), then
 * the total in the display face, and an optional line under it (the security deposit, apart).
 */
export function Quote({
  lines,
  total,
  totalLabel = 'Total',
  aside,
}: {
  lines: PriceLine[]
  total: string
  /** "Total" in the email's language. */
  totalLabel?: string
  aside?: PriceLine | null
}) {
  const priceRow = (line: PriceLine, key: number | string) => (
    <Row key={key}>
      <Column style={{ fontSize: '14px', lineHeight: '24px', color: colors.muted }}>
        {line.label}
        {line.basis && (
          <span style={{ display: 'block', fontSize: '12px', lineHeight: '18px' }}>
            {line.basis}
          </span>
        )}
      </Column>
      <Column
        style={{
          fontSize: '14px',
          lineHeight: '24px',
          color: colors.navy,
          textAlign: 'right',
          verticalAlign: 'top',
          whiteSpace: 'nowrap',
          paddingLeft: '12px',
        }}
      >
        {line.amount}
      </Column>
    </Row>
  )
  return (
    <Section
      style={{
        margin: '24px 0 0',
        padding: '18px 20px',
        backgroundColor: colors.ivory,
        border: `1px solid ${colors.border}`,
      }}
    >
      {lines.map(priceRow)}
      <Row style={{ marginTop: '8px' }}>
        <Column
          style={{
            paddingTop: '10px',
            borderTop: `1px solid ${colors.gold}`,
            fontSize: '11px',
            letterSpacing: '0.2em',
            textTransform: 'uppercase',
            color: colors.goldDark,
            fontWeight: 600,
          }}
        >
          {totalLabel}
        </Column>
        <Column
          style={{
            paddingTop: '10px',
            borderTop: `1px solid ${colors.gold}`,
            textAlign: 'right',
            fontFamily: display,
            fontSize: '28px',
            lineHeight: '32px',
            color: colors.navy,
          }}
        >
          {total}
        </Column>
      </Row>
      {aside && <Section style={{ marginTop: '10px' }}>{priceRow(aside, 'aside')}</Section>}
    </Section>
  )
}

/** Labelled amounts under a small heading: the payments due, what cancelling costs by date. */
export function AmountRows({ title, rows }: { title: string; rows: [string, string][] }) {
  if (rows.length === 0) return null
  return (
    <Section style={{ margin: '20px 0 0' }}>
      <Text
        style={{
          margin: '0 0 6px',
          fontSize: '11px',
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          fontWeight: 600,
          color: colors.goldDark,
        }}
      >
        {title}
      </Text>
      {rows.map(([label, amount], i) => (
        <Row key={i} style={{ borderBottom: `1px solid ${colors.border}` }}>
          <Column
            style={{
              padding: '6px 12px 6px 0',
              fontSize: '14px',
              lineHeight: '22px',
              color: colors.navy,
            }}
          >
            {label}
          </Column>
          <Column
            style={{
              padding: '6px 0',
              fontSize: '14px',
              lineHeight: '22px',
              color: colors.navy,
              textAlign: 'right',
              verticalAlign: 'top',
              whiteSpace: 'nowrap',
            }}
          >
            {amount}
          </Column>
        </Row>
      ))}
    </Section>
  )
}

/** A quoted message (a guest's special requests, an enquiry), its line breaks kept. */
export function Quoted({ label, text }: { label: string; text: string }) {
  const lines = text.split(/\r?\n/)
  return (
    <Section
      style={{
        margin: '24px 0 0',
        padding: '4px 0 4px 18px',
        borderLeft: `3px solid ${colors.gold}`,
      }}
    >
      <Text
        style={{
          margin: '0 0 6px',
          fontSize: '11px',
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          color: colors.muted,
        }}
      >
        {label}
      </Text>
      <Text
        style={{
          margin: 0,
          fontSize: '15px',
          lineHeight: '24px',
          color: colors.navy,
          fontStyle: 'italic',
        }}
      >
        {lines.map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </Text>
    </Section>
  )
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '30px 0 6px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.navy,
          color: colors.ivory,
          padding: '14px 28px',
          fontSize: '13px',
          lineHeight: '16px',
          letterSpacing: '0.16em',
          textTransform: 'uppercase',
          fontWeight: 600,
          textDecoration: 'none',
          border: `1px solid ${colors.gold}`,
        }}
      >
        {children}
      </Button>
    </Section>
  )
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colors.goldDark, textDecoration: 'underline' }}>
      {children}
    </Link>
  )
}
