import type { Generated } from 'kysely';

/*
 * Row types for every table. Portable across SQLite and PostgreSQL: booleans are integers 0/1,
 * timestamps are ISO-8601 text, structured values are JSON text.
 */

export interface TenantTable {
  id: string;
  name: string;
  is_main: number;
  /** The whole tenant configuration of 000 §3 as JSON: tenant configuration is data, not code. */
  config_json: string;
}

export interface TenantHostTable {
  host: string;
  tenant_id: string;
}

export interface PublisherTable {
  id: Generated<number>;
  code: string;
  name: string;
}

/** A subscribable collection of one publisher (000 §3 Subscription). */
export interface SubscriptionProductTable {
  id: Generated<number>;
  publisher_id: number;
  search_key: string;
  abbr_name: string;
  name: string;
  image_path: string;
}

export interface AccountTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  acronym: string | null;
  compass_point_flag: number;
  semantic_search_flag: number;
  custom_collection: number;
  group_feature: number;
  /** 'drm-view' for restricted viewing, null otherwise. */
  content_security: string | null;
  /** When the licence agreement was accepted; null means the dialog is due. */
  lca_accepted_at: string | null;
  /** Licence agreement required at all (lcaAgreementFlag). */
  lca_required: number;
  settings_json: string;
  /** 1 when the account's address ranges sign visitors in (accAppAuthSetting.ipEnabled). */
  ip_access_enabled: Generated<number>;
}

/** One IPv4 or IPv6 range (CIDR, normalised) of an account (IP authentication). */
export interface AccountIpRangeTable {
  id: Generated<number>;
  account_id: number;
  cidr: string;
}

/** A partner application that may hand a user of its account over with a signed token (JWT, APPLET). */
export interface HandoffPartnerTable {
  id: Generated<number>;
  tenant_id: string;
  account_id: number;
  /** The tokens' `iss`. */
  issuer: string;
  name: string;
  /** A JWKS ({"keys": [...]}) of the partner's public keys, or null when jwks_url serves them. */
  jwks_json: string | null;
  jwks_url: string | null;
  /** 1: the partner is an applet; its users sign in as APPLET. */
  applet: Generated<number>;
  created_at: string;
}

/** A hand-off token already presented (single use by its jti), with the sign-in it allows once. */
export interface HandoffTokenTable {
  partner_id: number;
  jti: string;
  user_id: number;
  account_id: number;
  auth_type: string;
  originated_ip: string;
  login_key: string;
  expires_at: string;
  created_at: string;
  signed_in_at: string | null;
}

/** How a provider session began when not by password: the address and the originating account. */
export interface SessionOriginTable {
  session_uid: string;
  tenant_id: string;
  user_id: number;
  auth_type: string;
  originated_ip: string;
  whitelisted_account_id: number | null;
  created_at: string;
}

export interface AccountSubscriptionTable {
  account_id: number;
  product_id: number;
}

export interface UserTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  user_type: 'INDIVIDUAL' | 'COMPANY';
  lang_key: string;
  /** Comma-separated authorities (COMPASS_USER_ADMIN, COMPASS_USAGE_REPORT_VIEWER, COMPASS_POINT_ADMIN). */
  authorities: string;
  auth_type: string;
  address_json: string;
  created_at: string;
}

export interface UserEntitlementTable {
  user_id: number;
  account_id: number;
}

/** The account a user chose for one provider session (a user may be entitled to several). */
export interface SessionSelectionTable {
  session_key: string;
  user_id: number;
  account_id: number;
  updated_at: string;
}

export interface FamilyTable {
  id: Generated<number>;
  publisher_id: number;
  family_value: string;
  replaced_by_family_value: string | null;
}

export interface DocumentTable {
  /** contentId */
  id: Generated<number>;
  /** The key of every URL; one edition forever. */
  content_code: string;
  family_id: number;
  publisher_id: number;
  designation: string;
  display_designation: string;
  designation_no: string;
  title: string;
  description: string;
  document_type: string;
  asset_type: string | null;
  content_type: string | null;
  status: string;
  classification: string | null;
  language_code: string;
  publish_date: string | null;
  published_online_date: string | null;
  last_update_date: string | null;
  downloadable: number;
  video_flag: string;
  asset_id: string | null;
  /** Position of the edition within its family, oldest first. */
  edition_order: number;
  page_count: number;
  pdf_path: string | null;
  html_path: string | null;
  keywords: string;
  /** The delivered STS XML, kept as it came (0015); relative to FILES_DIR like the other paths. */
  xml_path: Generated<string | null>;
  /** SHA-256 (hex) of the delivered STS and PDF files this edition holds. */
  sts_sha256: Generated<string | null>;
  pdf_sha256: Generated<string | null>;
  /** What the import derived the edition from (files and manifest row): the same delivery again is unchanged. */
  source_signature: Generated<string | null>;
  /** Pages whose text came from OCR, as a JSON list of page numbers; null when none. */
  ocr_pages: Generated<string | null>;
  /** What the files carried that Bearing never runs or shows (JSON list of notes), null when nothing. */
  import_notes: Generated<string | null>;
}

export interface DocumentLinkTable {
  document_id: number;
  linked_id: number;
  /** translation | supplement | connection */
  kind: string;
}

export interface DocumentSectionTable {
  document_id: number;
  ordinal: number;
  heading: string;
  body: string;
  /** The clause's id in the delivered XML (0015): the HTML view's anchor; null for PDF-derived sections. */
  anchor: Generated<string | null>;
  /** The PDF page the section starts on; its body separates later pages with form feeds. */
  page_number: Generated<number | null>;
}

export interface TaxonomyNodeTable {
  id: Generated<number>;
  /** ics | publisher | category | topic | industry | documentType | committee */
  tree: string;
  key: string;
  name: string;
  parent_key: string | null;
  root: number;
}

export interface DocumentTaxonomyTable {
  document_id: number;
  node_id: number;
}

/** oidc-provider's models (sessions, grants, tokens) so a restart or a second node signs nobody out. */
export interface OidcPayloadTable {
  id: string;
  model: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** An account's own OpenID Connect identity provider (single sign-on, 000 §4). */
export interface AccountFederationTable {
  account_id: number;
  issuer: string;
  client_id: string;
  client_secret: string;
  enabled: number;
  created_at: string;
}

/** An e-mail domain an account's identity provider owns, unique within a tenant. */
export interface AccountFederationDomainTable {
  tenant_id: string;
  domain: string;
  account_id: number;
}

export interface AuditEventTable {
  id: Generated<number>;
  tenant_id: string | null;
  /** The account the event concerns (a switch to it, its licence, its usage export); null: the user's own (sign-in, sign-out, profile). */
  account_id: number | null;
  user_id: number | null;
  principal: string;
  type: string;
  data_json: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: string | null;
  /** The account whose user sent it (group mail, share notices); null for the platform's own mail. */
  account_id: number | null;
  to_addr: string;
  cc_addr: string | null;
  subject: string;
  body: string;
  state: string;
  error: string | null;
  created_at: string;
}

export interface UsageEventTable {
  id: Generated<number>;
  tenant_id: string;
  account_id: number | null;
  user_id: number | null;
  publisher_id: number | null;
  document_id: number | null;
  /** open | download | search | denial */
  kind: string;
  day: string;
  created_at: string;
}

export interface KeyValueTable {
  key: string;
  value: string;
}

/** "Recently accessed": one row per user, account and document; re-opening moves accessed_at. */
export interface AccessedDocumentTable {
  user_id: number;
  account_id: number;
  document_id: number;
  accessed_at: string;
}

export interface FavoriteDocumentTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  document_id: number;
  created_at: string;
}

/** Tracking is per family; content_code is the edition tracked from. */
export interface TrackedFamilyTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  family_id: number;
  content_code: string;
  created_at: string;
}

/** A version-compare job (0005): the HTML diff or the redline of two editions for one account. */
export interface CompareJobTable {
  id: string;
  tenant_id: string;
  requester_id: number;
  account_id: number;
  old_document_id: number;
  new_document_id: number;
  kind: 'html' | 'redline';
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Relative to config.filesDir. */
  result_path: string | null;
  error: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A note on one PDF annotation (0004), owned by one user in one account. */
export interface PdfNoteTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  document_id: number;
  annotation_id: string;
  /** The annotation's position data as JSON text. */
  note_data: string;
  note: string;
  created_at: string;
  updated_at: string;
}

/** A video played on the document screen (0004, the click-persist call). */
export interface VideoPlayTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  account_id: number;
  document_id: number;
  hash_id: string;
  created_at: string;
}

/** A write's idempotency key and, once it ran, its stored reply (migration 0010). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  idem_key: string;
  /** SHA-256 of method, URL and body: the same key with another request is refused. */
  request_hash: string;
  /** Null while the first attempt is still running. */
  status_code: number | null;
  content_type: string | null;
  reply_body: string | null;
  created_at: string;
  /** When the attempt now holding the key took it (migration 0011): its lease and its fence. */
  claimed_at: string | null;
}

/** A group of colleagues in one account (0007); owner_id is its creator. */
export interface UserGroupTable {
  id: Generated<number>;
  account_id: number;
  owner_id: number;
  name: string;
  long_desc: string;
  created_at: string;
  updated_at: string;
}

export interface GroupMemberTable {
  group_id: number;
  user_id: number;
}

/** One document shared in one account with exactly one of a user, a group or an external address (0007). */
export interface ContentShareTable {
  id: Generated<number>;
  tenant_id: string;
  account_id: number;
  document_id: number;
  shared_by_id: number;
  shared_with_user_id: number | null;
  shared_with_group_id: number | null;
  external_email: string | null;
  created_at: string;
}

/** A compass point (0006): a named highlight on one edition, owned by one user in one account. */
export interface CompassPointTable {
  id: Generated<number>;
  uuid: string;
  tenant_id: string;
  account_id: number;
  user_id: number;
  document_id: number;
  name: string;
  description: string;
  overlay_details: string;
  /** selectionData as JSON text (highlight rects in PDF user space). */
  selection_data: string;
  page_number: number;
  selection_text: string;
  annotation_id: string;
  source_compass_point_id: number | null;
  /** 'Active' | 'Deactivated' (Historical is derived from a newer version). */
  status: string;
  shared: number;
  deactivated_by_user_id: number | null;
  deactivated_at: string | null;
  carry_forward_json: string | null;
  created_at: string;
  updated_at: string;
}

/** One write to a compass point (0006): the change history and the report's source. */
export interface CompassPointAuditTable {
  id: Generated<number>;
  compass_point_id: number;
  tenant_id: string;
  account_id: number;
  document_id: number;
  transaction_type: string;
  user_id: number | null;
  user_name: string;
  propagated: number;
  current_json: string;
  previous_json: string | null;
  created_at: string;
}

/** The tenant's compass-point settings (0006), optionally per publisher ('' = default). */
export interface CompassPointSettingsTable {
  tenant_id: string;
  publisher_code: string;
  settings_json: string;
  show_audit_history: number;
}

/** A shared compass point a user opened through its link (0006). */
export interface CompassPointSharedViewTable {
  user_id: number;
  account_id: number;
  compass_point_id: number;
  opened_at: string;
}

/** One document of an account's custom collection (0008). publisher_value is "name|code". */
export interface CustomCollectionItemTable {
  account_id: number;
  document_id: number;
  publisher_value: string;
  added_at: string;
}

/** One import of a delivery (0015): from the command line, the operator's console, the API or the seed. */
export interface ImportJobTable {
  id: string;
  source: 'cli' | 'console' | 'api' | 'seed';
  requested_by: number | null;
  publisher_code: string | null;
  /** Where an uploaded delivery waits, relative to DATA_DIR; null for paths imported in place. */
  delivery_dir: string | null;
  label: string;
  state: 'receiving' | 'queued' | 'running' | 'done' | 'failed';
  file_count: number;
  imported: number;
  updated: number;
  unchanged: number;
  refused: number;
  error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** One delivered file of an import job and, once done, what became of it. */
export interface ImportJobFileTable {
  job_id: string;
  ordinal: number;
  file: string;
  status: 'imported' | 'updated' | 'unchanged' | 'refused' | null;
  content_code: string | null;
  pages: number | null;
  reason: string | null;
  finished_at: string | null;
}

/** A document written but not yet indexed for search (0015). */
export interface SearchPendingTable {
  document_id: number;
  created_at: string;
}

export interface Database {
  tenants: TenantTable;
  tenant_hosts: TenantHostTable;
  publishers: PublisherTable;
  subscription_products: SubscriptionProductTable;
  accounts: AccountTable;
  account_subscriptions: AccountSubscriptionTable;
  users: UserTable;
  user_entitlements: UserEntitlementTable;
  session_selections: SessionSelectionTable;
  families: FamilyTable;
  documents: DocumentTable;
  document_links: DocumentLinkTable;
  document_sections: DocumentSectionTable;
  taxonomy_nodes: TaxonomyNodeTable;
  document_taxonomy: DocumentTaxonomyTable;
  oidc_payloads: OidcPayloadTable;
  audit_events: AuditEventTable;
  account_federations: AccountFederationTable;
  account_federation_domains: AccountFederationDomainTable;
  mail_outbox: MailOutboxTable;
  usage_events: UsageEventTable;
  key_values: KeyValueTable;
  accessed_documents: AccessedDocumentTable;
  favorite_documents: FavoriteDocumentTable;
  tracked_families: TrackedFamilyTable;
  pdf_notes: PdfNoteTable;
  video_plays: VideoPlayTable;
  compare_jobs: CompareJobTable;
  custom_collection_items: CustomCollectionItemTable;
  user_groups: UserGroupTable;
  group_members: GroupMemberTable;
  content_shares: ContentShareTable;
  idempotency_keys: IdempotencyKeyTable;
  compass_points: CompassPointTable;
  compass_point_audits: CompassPointAuditTable;
  compass_point_settings: CompassPointSettingsTable;
  compass_point_shared_views: CompassPointSharedViewTable;
  account_ip_ranges: AccountIpRangeTable;
  handoff_partners: HandoffPartnerTable;
  handoff_tokens: HandoffTokenTable;
  session_origins: SessionOriginTable;
  import_jobs: ImportJobTable;
  import_job_files: ImportJobFileTable;
  search_pending: SearchPendingTable;
}
