export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.12"
  }
  public: {
    Tables: {
      blocked_dates: {
        Row: {
          blocked_date: string
          created_at: string
          feed_id: string | null
          id: string
          reason: string | null
          villa_id: string
        }
        Insert: {
          blocked_date: string
          created_at?: string
          feed_id?: string | null
          id?: string
          reason?: string | null
          villa_id: string
        }
        Update: {
          blocked_date?: string
          created_at?: string
          feed_id?: string | null
          id?: string
          reason?: string | null
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "blocked_dates_feed_id_fkey"
            columns: ["feed_id"]
            isOneToOne: false
            referencedRelation: "villa_calendar_feeds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blocked_dates_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_payments: {
        Row: {
          amount: number
          booking_id: string
          created_at: string
          external_id: string | null
          id: string
          kind: string
          method: string
          received_on: string
          recorded_by: string | null
          reference: string | null
        }
        Insert: {
          amount: number
          booking_id: string
          created_at?: string
          external_id?: string | null
          id?: string
          kind?: string
          method: string
          received_on?: string
          recorded_by?: string | null
          reference?: string | null
        }
        Update: {
          amount?: number
          booking_id?: string
          created_at?: string
          external_id?: string | null
          id?: string
          kind?: string
          method?: string
          received_on?: string
          recorded_by?: string | null
          reference?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "booking_payments_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_security_deposits: {
        Row: {
          amount: number
          booking_id: string
          deductions: Database["public"]["CompositeTypes"]["deposit_deduction"][]
          received_method: string | null
          received_on: string | null
          requested_at: string | null
          returned_amount: number | null
          returned_on: string | null
          updated_at: string
        }
        Insert: {
          amount: number
          booking_id: string
          deductions: Database["public"]["CompositeTypes"]["deposit_deduction"][]
          received_method?: string | null
          received_on?: string | null
          requested_at?: string | null
          returned_amount?: number | null
          returned_on?: string | null
          updated_at?: string
        }
        Update: {
          amount?: number
          booking_id?: string
          deductions?: Database["public"]["CompositeTypes"]["deposit_deduction"][]
          received_method?: string | null
          received_on?: string | null
          requested_at?: string | null
          returned_amount?: number | null
          returned_on?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_security_deposits_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      bookings: {
        Row: {
          adults: number | null
          cancellation_cost: number | null
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          check_in: string
          check_out: string
          children: number
          created_at: string
          expires_at: string | null
          extras: string[]
          guest_email: string
          guest_message: string | null
          guest_name: string
          guest_phone: string | null
          guests_count: number
          held_for_review: boolean
          id: string
          language: Database["public"]["Enums"]["site_language"]
          occupied: unknown
          price_note: string | null
          quote: Database["public"]["CompositeTypes"]["stay_quote"] | null
          reference: string
          refund_due: number | null
          source: string
          special_requests: string | null
          status: Database["public"]["Enums"]["booking_status"]
          suggested_villa_ids: string[]
          terms_accepted: boolean
          terms_version: string | null
          total_price: number
          villa_id: string
        }
        Insert: {
          adults?: number | null
          cancellation_cost?: number | null
          cancellation_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          check_in: string
          check_out: string
          children?: number
          created_at?: string
          expires_at?: string | null
          extras?: string[]
          guest_email: string
          guest_message?: string | null
          guest_name: string
          guest_phone?: string | null
          guests_count: number
          held_for_review?: boolean
          id?: string
          language?: Database["public"]["Enums"]["site_language"]
          occupied?: unknown
          price_note?: string | null
          quote?: Database["public"]["CompositeTypes"]["stay_quote"] | null
          reference?: string
          refund_due?: number | null
          source?: string
          special_requests?: string | null
          status?: Database["public"]["Enums"]["booking_status"]
          suggested_villa_ids?: string[]
          terms_accepted?: boolean
          terms_version?: string | null
          total_price?: number
          villa_id: string
        }
        Update: {
          adults?: number | null
          cancellation_cost?: number | null
          cancellation_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          check_in?: string
          check_out?: string
          children?: number
          created_at?: string
          expires_at?: string | null
          extras?: string[]
          guest_email?: string
          guest_message?: string | null
          guest_name?: string
          guest_phone?: string | null
          guests_count?: number
          held_for_review?: boolean
          id?: string
          language?: Database["public"]["Enums"]["site_language"]
          occupied?: unknown
          price_note?: string | null
          quote?: Database["public"]["CompositeTypes"]["stay_quote"] | null
          reference?: string
          refund_due?: number | null
          source?: string
          special_requests?: string | null
          status?: Database["public"]["Enums"]["booking_status"]
          suggested_villa_ids?: string[]
          terms_accepted?: boolean
          terms_version?: string | null
          total_price?: number
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bookings_terms_version_fkey"
            columns: ["terms_version"]
            isOneToOne: false
            referencedRelation: "terms_versions"
            referencedColumns: ["version"]
          },
          {
            foreignKeyName: "bookings_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_submissions: {
        Row: {
          created_at: string
          email: string
          form_type: Database["public"]["Enums"]["enquiry_form_type"]
          held_for_review: boolean
          id: string
          language: Database["public"]["Enums"]["site_language"]
          message: string
          name: string
          phone: string | null
          status: Database["public"]["Enums"]["message_status"]
        }
        Insert: {
          created_at?: string
          email: string
          form_type: Database["public"]["Enums"]["enquiry_form_type"]
          held_for_review?: boolean
          id?: string
          language?: Database["public"]["Enums"]["site_language"]
          message: string
          name: string
          phone?: string | null
          status?: Database["public"]["Enums"]["message_status"]
        }
        Update: {
          created_at?: string
          email?: string
          form_type?: Database["public"]["Enums"]["enquiry_form_type"]
          held_for_review?: boolean
          id?: string
          language?: Database["public"]["Enums"]["site_language"]
          message?: string
          name?: string
          phone?: string | null
          status?: Database["public"]["Enums"]["message_status"]
        }
        Relationships: []
      }
      notifications: {
        Row: {
          attempts: number
          booking_id: string | null
          claim_id: string | null
          claimed_at: string | null
          created_at: string
          enquiry_id: string | null
          guest_mailbox: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          occasion: string | null
          payload: NonNullable<Json>
          provider_message_id: string | null
          recipients: string[]
          resend_of: string | null
          send_started_at: string | null
          sent_at: string | null
          status: string
          subject: string | null
        }
        Insert: {
          attempts?: number
          booking_id?: string | null
          claim_id?: string | null
          claimed_at?: string | null
          created_at?: string
          enquiry_id?: string | null
          guest_mailbox?: string | null
          id?: string
          kind: string
          last_error?: string | null
          next_attempt_at?: string
          occasion?: string | null
          payload?: NonNullable<Json>
          provider_message_id?: string | null
          recipients: string[]
          resend_of?: string | null
          send_started_at?: string | null
          sent_at?: string | null
          status?: string
          subject?: string | null
        }
        Update: {
          attempts?: number
          booking_id?: string | null
          claim_id?: string | null
          claimed_at?: string | null
          created_at?: string
          enquiry_id?: string | null
          guest_mailbox?: string | null
          id?: string
          kind?: string
          last_error?: string | null
          next_attempt_at?: string
          occasion?: string | null
          payload?: NonNullable<Json>
          provider_message_id?: string | null
          recipients?: string[]
          resend_of?: string | null
          send_started_at?: string | null
          sent_at?: string | null
          status?: string
          subject?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "notifications_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_enquiry_id_fkey"
            columns: ["enquiry_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_resend_of_fkey"
            columns: ["resend_of"]
            isOneToOne: false
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
        ]
      }
      page_content: {
        Row: {
          content: string
          content_fr: string | null
          content_type: string
          created_at: string
          display_order: number
          id: string
          image_url: string | null
          is_active: boolean
          page_slug: string
          section_key: string
          title: string | null
          title_fr: string | null
        }
        Insert: {
          content?: string
          content_fr?: string | null
          content_type?: string
          created_at?: string
          display_order?: number
          id?: string
          image_url?: string | null
          is_active?: boolean
          page_slug: string
          section_key: string
          title?: string | null
          title_fr?: string | null
        }
        Update: {
          content?: string
          content_fr?: string | null
          content_type?: string
          created_at?: string
          display_order?: number
          id?: string
          image_url?: string | null
          is_active?: boolean
          page_slug?: string
          section_key?: string
          title?: string | null
          title_fr?: string | null
        }
        Relationships: []
      }
      payment_settings: {
        Row: {
          arrival_info_days: number
          bank_account_holder: string
          bank_bic: string
          bank_iban: string
          id: boolean
          updated_at: string
        }
        Insert: {
          arrival_info_days?: number
          bank_account_holder?: string
          bank_bic?: string
          bank_iban?: string
          id?: boolean
          updated_at?: string
        }
        Update: {
          arrival_info_days?: number
          bank_account_holder?: string
          bank_bic?: string
          bank_iban?: string
          id?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      seasonal_pricing: {
        Row: {
          arrival_weekdays: number[] | null
          created_at: string
          departure_weekdays: number[] | null
          end_date: string
          id: string
          is_active: boolean
          min_nights: number | null
          price_per_night: number
          priority: number
          season_name: string
          season_name_fr: string | null
          start_date: string
          villa_id: string
        }
        Insert: {
          arrival_weekdays?: number[] | null
          created_at?: string
          departure_weekdays?: number[] | null
          end_date: string
          id?: string
          is_active?: boolean
          min_nights?: number | null
          price_per_night: number
          priority?: number
          season_name: string
          season_name_fr?: string | null
          start_date: string
          villa_id: string
        }
        Update: {
          arrival_weekdays?: number[] | null
          created_at?: string
          departure_weekdays?: number[] | null
          end_date?: string
          id?: string
          is_active?: boolean
          min_nights?: number | null
          price_per_night?: number
          priority?: number
          season_name?: string
          season_name_fr?: string | null
          start_date?: string
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "seasonal_pricing_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          created_at: string
          id: string
          setting_key: string
          setting_value: string
          setting_value_fr: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          setting_key: string
          setting_value?: string
          setting_value_fr?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          setting_key?: string
          setting_value?: string
          setting_value_fr?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      staff_preferences: {
        Row: {
          language: Database["public"]["Enums"]["site_language"]
          updated_at: string
          user_id: string
        }
        Insert: {
          language?: Database["public"]["Enums"]["site_language"]
          updated_at?: string
          user_id: string
        }
        Update: {
          language?: Database["public"]["Enums"]["site_language"]
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      staff_security_events: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          created_at: string
          id: string
          subject_email: string | null
          subject_id: string | null
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          created_at?: string
          id?: string
          subject_email?: string | null
          subject_id?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          created_at?: string
          id?: string
          subject_email?: string | null
          subject_id?: string | null
        }
        Relationships: []
      }
      terms_versions: {
        Row: {
          created_at: string
          sections: NonNullable<Json>
          version: string
        }
        Insert: {
          created_at?: string
          sections: NonNullable<Json>
          version: string
        }
        Update: {
          created_at?: string
          sections?: NonNullable<Json>
          version?: string
        }
        Relationships: []
      }
      tourist_tax_communes: {
        Row: {
          created_at: string
          departmental_surcharge_percent: number
          id: string
          insee_code: string
          name: string
          regional_surcharge_percent: number
        }
        Insert: {
          created_at?: string
          departmental_surcharge_percent?: number
          id?: string
          insee_code: string
          name: string
          regional_surcharge_percent?: number
        }
        Update: {
          created_at?: string
          departmental_surcharge_percent?: number
          id?: string
          insee_code?: string
          name?: string
          regional_surcharge_percent?: number
        }
        Relationships: []
      }
      tourist_tax_rates: {
        Row: {
          amount: number | null
          cap: number | null
          classification: Database["public"]["Enums"]["villa_classification"]
          commune_id: string
          created_at: string
          id: string
          percent: number | null
          valid_from: string
        }
        Insert: {
          amount?: number | null
          cap?: number | null
          classification: Database["public"]["Enums"]["villa_classification"]
          commune_id: string
          created_at?: string
          id?: string
          percent?: number | null
          valid_from: string
        }
        Update: {
          amount?: number | null
          cap?: number | null
          classification?: Database["public"]["Enums"]["villa_classification"]
          commune_id?: string
          created_at?: string
          id?: string
          percent?: number | null
          valid_from?: string
        }
        Relationships: [
          {
            foreignKeyName: "tourist_tax_rates_commune_id_fkey"
            columns: ["commune_id"]
            isOneToOne: false
            referencedRelation: "tourist_tax_communes"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      villa_arrival_info: {
        Row: {
          access_codes: string
          access_codes_fr: string | null
          address: string
          arrival_from: string | null
          departure_by: string | null
          house_manual: string
          house_manual_fr: string | null
          map_url: string
          updated_at: string
          villa_id: string
          welcome_name: string
          welcome_phone: string
          wifi_name: string
          wifi_password: string
        }
        Insert: {
          access_codes?: string
          access_codes_fr?: string | null
          address?: string
          arrival_from?: string | null
          departure_by?: string | null
          house_manual?: string
          house_manual_fr?: string | null
          map_url?: string
          updated_at?: string
          villa_id: string
          welcome_name?: string
          welcome_phone?: string
          wifi_name?: string
          wifi_password?: string
        }
        Update: {
          access_codes?: string
          access_codes_fr?: string | null
          address?: string
          arrival_from?: string | null
          departure_by?: string | null
          house_manual?: string
          house_manual_fr?: string | null
          map_url?: string
          updated_at?: string
          villa_id?: string
          welcome_name?: string
          welcome_phone?: string
          wifi_name?: string
          wifi_password?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_arrival_info_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: true
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_booking_terms: {
        Row: {
          balance_due_days: number
          deposit_due_days: number
          deposit_percent: number
          relet_fee: number
          security_deposit: number
          updated_at: string
          villa_id: string
        }
        Insert: {
          balance_due_days?: number
          deposit_due_days?: number
          deposit_percent?: number
          relet_fee?: number
          security_deposit?: number
          updated_at?: string
          villa_id: string
        }
        Update: {
          balance_due_days?: number
          deposit_due_days?: number
          deposit_percent?: number
          relet_fee?: number
          security_deposit?: number
          updated_at?: string
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_booking_terms_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: true
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_calendar_exports: {
        Row: {
          created_at: string
          token: string
          villa_id: string
        }
        Insert: {
          created_at?: string
          token?: string
          villa_id: string
        }
        Update: {
          created_at?: string
          token?: string
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_calendar_exports_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: true
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_calendar_feeds: {
        Row: {
          blocked_day_count: number | null
          conflicts: NonNullable<Json>
          created_at: string
          empty_since: string | null
          id: string
          last_attempt_at: string | null
          last_error: string | null
          last_error_code: string | null
          last_error_params: NonNullable<Json>
          last_event_count: number | null
          last_success_at: string | null
          name: string
          url: string
          villa_id: string
        }
        Insert: {
          blocked_day_count?: number | null
          conflicts?: NonNullable<Json>
          created_at?: string
          empty_since?: string | null
          id?: string
          last_attempt_at?: string | null
          last_error?: string | null
          last_error_code?: string | null
          last_error_params?: NonNullable<Json>
          last_event_count?: number | null
          last_success_at?: string | null
          name: string
          url: string
          villa_id: string
        }
        Update: {
          blocked_day_count?: number | null
          conflicts?: NonNullable<Json>
          created_at?: string
          empty_since?: string | null
          id?: string
          last_attempt_at?: string | null
          last_error?: string | null
          last_error_code?: string | null
          last_error_params?: NonNullable<Json>
          last_event_count?: number | null
          last_success_at?: string | null
          name?: string
          url?: string
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_calendar_feeds_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_cancellation_tiers: {
        Row: {
          charge_percent: number
          id: string
          min_days_before: number
          villa_id: string
        }
        Insert: {
          charge_percent: number
          id?: string
          min_days_before: number
          villa_id: string
        }
        Update: {
          charge_percent?: number
          id?: string
          min_days_before?: number
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_cancellation_tiers_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_charges: {
        Row: {
          amount: number
          created_at: string
          description: string
          description_fr: string | null
          display_order: number
          id: string
          is_active: boolean
          is_optional: boolean
          name: string
          name_fr: string | null
          season_id: string | null
          unit: Database["public"]["Enums"]["charge_unit"]
          villa_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          description?: string
          description_fr?: string | null
          display_order?: number
          id?: string
          is_active?: boolean
          is_optional?: boolean
          name: string
          name_fr?: string | null
          season_id?: string | null
          unit?: Database["public"]["Enums"]["charge_unit"]
          villa_id: string
        }
        Update: {
          amount?: number
          created_at?: string
          description?: string
          description_fr?: string | null
          display_order?: number
          id?: string
          is_active?: boolean
          is_optional?: boolean
          name?: string
          name_fr?: string | null
          season_id?: string | null
          unit?: Database["public"]["Enums"]["charge_unit"]
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_charges_season_id_fkey"
            columns: ["season_id"]
            isOneToOne: false
            referencedRelation: "seasonal_pricing"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "villa_charges_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_discounts: {
        Row: {
          created_at: string
          id: string
          is_active: boolean
          kind: Database["public"]["Enums"]["discount_kind"]
          percent: number
          threshold: number
          villa_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_active?: boolean
          kind: Database["public"]["Enums"]["discount_kind"]
          percent: number
          threshold: number
          villa_id: string
        }
        Update: {
          created_at?: string
          id?: string
          is_active?: boolean
          kind?: Database["public"]["Enums"]["discount_kind"]
          percent?: number
          threshold?: number
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_discounts_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_faqs: {
        Row: {
          answer: string
          answer_fr: string | null
          created_at: string
          display_order: number
          id: string
          is_active: boolean
          question: string
          question_fr: string | null
          villa_id: string
        }
        Insert: {
          answer: string
          answer_fr?: string | null
          created_at?: string
          display_order?: number
          id?: string
          is_active?: boolean
          question: string
          question_fr?: string | null
          villa_id: string
        }
        Update: {
          answer?: string
          answer_fr?: string | null
          created_at?: string
          display_order?: number
          id?: string
          is_active?: boolean
          question?: string
          question_fr?: string | null
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_faqs_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_photos: {
        Row: {
          caption: string
          caption_fr: string | null
          created_at: string
          height: number | null
          id: string
          is_cover: boolean
          position: number
          room: Database["public"]["Enums"]["photo_room"] | null
          storage_path: string | null
          url: string
          variants: NonNullable<Json>
          villa_id: string
          width: number | null
        }
        Insert: {
          caption?: string
          caption_fr?: string | null
          created_at?: string
          height?: number | null
          id?: string
          is_cover?: boolean
          position?: number
          room?: Database["public"]["Enums"]["photo_room"] | null
          storage_path?: string | null
          url: string
          variants?: NonNullable<Json>
          villa_id: string
          width?: number | null
        }
        Update: {
          caption?: string
          caption_fr?: string | null
          created_at?: string
          height?: number | null
          id?: string
          is_cover?: boolean
          position?: number
          room?: Database["public"]["Enums"]["photo_room"] | null
          storage_path?: string | null
          url?: string
          variants?: NonNullable<Json>
          villa_id?: string
          width?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "villa_photos_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villa_reviews: {
        Row: {
          approved_at: string | null
          booking_id: string | null
          created_at: string
          display_order: number
          guest_location: string
          guest_name: string
          id: string
          is_active: boolean
          is_verified: boolean | null
          language: Database["public"]["Enums"]["site_language"]
          published_on: string
          rating: number | null
          review_text: string
          source: string
          stay_month: string | null
          villa_id: string
        }
        Insert: {
          approved_at?: string | null
          booking_id?: string | null
          created_at?: string
          display_order?: number
          guest_location: string
          guest_name: string
          id?: string
          is_active?: boolean
          is_verified?: never
          language?: Database["public"]["Enums"]["site_language"]
          published_on?: string
          rating?: number | null
          review_text: string
          source?: string
          stay_month?: string | null
          villa_id: string
        }
        Update: {
          approved_at?: string | null
          booking_id?: string | null
          created_at?: string
          display_order?: number
          guest_location?: string
          guest_name?: string
          id?: string
          is_active?: boolean
          is_verified?: never
          language?: Database["public"]["Enums"]["site_language"]
          published_on?: string
          rating?: number | null
          review_text?: string
          source?: string
          stay_month?: string | null
          villa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "villa_reviews_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "villa_reviews_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
      villas: {
        Row: {
          advance_notice_days: number
          amenities: string[]
          amenities_fr: string[] | null
          arrival_weekdays: number[]
          bathrooms: number
          bedrooms: number
          booking_horizon_months: number
          changeover: Database["public"]["Enums"]["villa_changeover"]
          classification: Database["public"]["Enums"]["villa_classification"]
          created_at: string
          departure_weekdays: number[]
          description: string
          description_fr: string | null
          distances: string | null
          distances_fr: string | null
          from_price: number
          id: string
          images: string[]
          is_active: boolean
          location: string
          max_guests: number
          max_nights: number
          min_nights: number
          name: string
          price_per_night: number
          registration_number: string | null
          size_sqm: number | null
          tax_commune_id: string | null
        }
        Insert: {
          advance_notice_days?: number
          amenities?: string[]
          amenities_fr?: string[] | null
          arrival_weekdays?: number[]
          bathrooms?: number
          bedrooms?: number
          booking_horizon_months?: number
          changeover?: Database["public"]["Enums"]["villa_changeover"]
          classification?: Database["public"]["Enums"]["villa_classification"]
          created_at?: string
          departure_weekdays?: number[]
          description?: string
          description_fr?: string | null
          distances?: string | null
          distances_fr?: string | null
          from_price?: number
          id?: string
          images?: string[]
          is_active?: boolean
          location: string
          max_guests?: number
          max_nights?: number
          min_nights?: number
          name: string
          price_per_night?: number
          registration_number?: string | null
          size_sqm?: number | null
          tax_commune_id?: string | null
        }
        Update: {
          advance_notice_days?: number
          amenities?: string[]
          amenities_fr?: string[] | null
          arrival_weekdays?: number[]
          bathrooms?: number
          bedrooms?: number
          booking_horizon_months?: number
          changeover?: Database["public"]["Enums"]["villa_changeover"]
          classification?: Database["public"]["Enums"]["villa_classification"]
          created_at?: string
          departure_weekdays?: number[]
          description?: string
          description_fr?: string | null
          distances?: string | null
          distances_fr?: string | null
          from_price?: number
          id?: string
          images?: string[]
          is_active?: boolean
          location?: string
          max_guests?: number
          max_nights?: number
          min_nights?: number
          name?: string
          price_per_night?: number
          registration_number?: string | null
          size_sqm?: number | null
          tax_commune_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "villas_tax_commune_id_fkey"
            columns: ["tax_commune_id"]
            isOneToOne: false
            referencedRelation: "tourist_tax_communes"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      villa_review_summaries: {
        Row: {
          average_rating: number | null
          rated_count: number | null
          review_count: number | null
          verified_count: number | null
          villa_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "villa_reviews_villa_id_fkey"
            columns: ["villa_id"]
            isOneToOne: false
            referencedRelation: "villas"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      active_villa_count: { Args: Record<PropertyKey, never>; Returns: number }
      admin_attention: {
        Args: Record<PropertyKey, never>
        Returns: {
          conflicting_feeds: Database["public"]["CompositeTypes"]["feed_ref"][]
          failed_emails: number
          failing_feeds: Database["public"]["CompositeTypes"]["feed_ref"][]
          missing_legal_identity: string[]
          sample_contact_phone: boolean
        }[]
      }
      admin_block_days: {
        Args: {
          p_from: string
          p_reason: string
          p_to: string
          p_villa_id: string
        }
        Returns: {
          blocked: number
          skipped_blocked: number
          skipped_booked: number
        }[]
      }
      admin_blocked_periods: {
        Args: { p_limit?: number; p_offset?: number; p_villa_id?: string }
        Returns: {
          day_count: number
          end_day: string
          is_booking: boolean
          reason: string
          start_day: string
          total_count: number
          villa_id: string
          villa_location: string
          villa_name: string
        }[]
      }
      admin_booking_counts: {
        Args: {
          p_created_from?: string
          p_created_to?: string
          p_search?: string
          p_stay_from?: string
          p_stay_to?: string
          p_villa_id?: string
        }
        Returns: {
          cancelled: number
          confirmed: number
          expired: number
          pending: number
          total: number
        }[]
      }
      admin_booking_payment_states: {
        Args: { p_booking_ids: string[] }
        Returns: {
          booking_id: string
          due_now: number
          remaining: number
          state: string
        }[]
      }
      admin_bookings_matching: {
        Args: {
          p_created_from: string
          p_created_to: string
          p_search: string
          p_stay_from: string
          p_stay_to: string
          p_villa_id: string
        }
        Returns: {
          adults: number | null
          cancellation_cost: number | null
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          check_in: string
          check_out: string
          children: number
          created_at: string
          expires_at: string | null
          extras: string[]
          guest_email: string
          guest_message: string | null
          guest_name: string
          guest_phone: string | null
          guests_count: number
          held_for_review: boolean
          id: string
          language: Database["public"]["Enums"]["site_language"]
          occupied: unknown
          price_note: string | null
          quote: Database["public"]["CompositeTypes"]["stay_quote"] | null
          reference: string
          refund_due: number | null
          source: string
          special_requests: string | null
          status: Database["public"]["Enums"]["booking_status"]
          suggested_villa_ids: string[]
          terms_accepted: boolean
          terms_version: string | null
          total_price: number
          villa_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_bookings_page: {
        Args: {
          p_ascending?: boolean
          p_created_from?: string
          p_created_to?: string
          p_limit?: number
          p_offset?: number
          p_reason?: string
          p_search?: string
          p_sort?: string
          p_status?: string
          p_stay_from?: string
          p_stay_to?: string
          p_villa_id?: string
        }
        Returns: {
          cancellation_cost: number
          cancellation_reason: string
          cancelled_at: string
          cancelled_by: string
          check_in: string
          check_out: string
          created_at: string
          expires_at: string
          guest_email: string
          guest_message: string
          guest_name: string
          guest_phone: string
          guests_count: number
          id: string
          language: Database["public"]["Enums"]["site_language"]
          overlaps: Json
          price_note: string
          reference: string
          refund_due: number
          source: string
          special_requests: string
          status: Database["public"]["Enums"]["booking_status"]
          total_count: number
          total_price: number
          villa_id: string
          villa_location: string
          villa_name: string
        }[]
      }
      admin_cancel_booking: {
        Args: {
          p_booking_id: string
          p_cancelled_by: string
          p_message?: string
          p_paid: number
          p_save?: boolean
        }
        Returns: {
          cancellation_cost: number
          charge_percent: number
          day: string
          paid: number
          reference: string
          refund_due: number
        }[]
      }
      admin_create_booking: {
        Args: {
          p_adults: number
          p_check_in: string
          p_check_out: string
          p_children: number
          p_extras: string[]
          p_guest_email: string
          p_guest_name: string
          p_guest_phone?: string
          p_language?: Database["public"]["Enums"]["site_language"]
          p_manual_reason?: string
          p_manual_total?: number
          p_message?: string
          p_special_requests?: string
          p_villa_id: string
        }
        Returns: {
          booking_id: string
          reference: string
          total: number
        }[]
      }
      admin_decide_booking: {
        Args: {
          p_booking_id: string
          p_decision: string
          p_message?: string
          p_suggested_villa_ids?: string[]
        }
        Returns: {
          reference: string
          status: Database["public"]["Enums"]["booking_status"]
        }[]
      }
      admin_held_for_review: {
        Args: Record<PropertyKey, never>
        Returns: {
          booking_ids: string[]
          booking_requests: number
          message_ids: string[]
          messages: number
        }[]
      }
      admin_late_payments: {
        Args: Record<PropertyKey, never>
        Returns: {
          booking_id: string
          check_in: string
          due_on: string
          guest_name: string
          kind: string
          label: string
          late_amount: number
          reference: string
          villa_name: string
        }[]
      }
      admin_message_counts: {
        Args: { p_search?: string }
        Returns: {
          form_type: Database["public"]["Enums"]["enquiry_form_type"]
          read: number
          replied: number
          total: number
          unread: number
        }[]
      }
      admin_messages_matching: {
        Args: { p_form_type: string; p_search: string }
        Returns: {
          created_at: string
          email: string
          form_type: Database["public"]["Enums"]["enquiry_form_type"]
          held_for_review: boolean
          id: string
          language: Database["public"]["Enums"]["site_language"]
          message: string
          name: string
          phone: string | null
          status: Database["public"]["Enums"]["message_status"]
        }[]
        SetofOptions: {
          from: "*"
          to: "contact_submissions"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_messages_page: {
        Args: {
          p_form_type?: string
          p_limit?: number
          p_offset?: number
          p_search?: string
          p_status?: string
        }
        Returns: {
          created_at: string
          email: string
          form_type: Database["public"]["Enums"]["enquiry_form_type"]
          id: string
          language: Database["public"]["Enums"]["site_language"]
          message: string
          name: string
          phone: string
          status: Database["public"]["Enums"]["message_status"]
          total_count: number
        }[]
      }
      admin_move_booking: {
        Args: {
          p_booking_id: string
          p_check_in: string
          p_check_out: string
          p_message?: string
          p_save?: boolean
          p_villa_id: string
        }
        Returns: {
          bookable: boolean
          difference: number
          new_total: number
          old_total: number
          problem: Database["public"]["CompositeTypes"]["quote_problem"]
          quote: Database["public"]["CompositeTypes"]["stay_quote"]
          reference: string
        }[]
      }
      admin_nav_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          pending_requests: number
          unread_messages: number
        }[]
      }
      admin_notifications_page: {
        Args: {
          p_kind?: string
          p_limit?: number
          p_offset?: number
          p_status?: string
        }
        Returns: {
          attempts: number
          booking_id: string
          created_at: string
          enquiry_id: string
          id: string
          kind: string
          last_error: string
          next_attempt_at: string
          payload: Json
          recipients: string[]
          resend_of: string
          sent_at: string
          status: string
          subject: string
          total_count: number
        }[]
      }
      admin_overdue_security_deposits: {
        Args: Record<PropertyKey, never>
        Returns: {
          amount: number
          booking_id: string
          check_out: string
          guest_email: string
          guest_name: string
          return_due_on: string
          villa_name: string
        }[]
      }
      admin_planner: {
        Args: { p_from: string; p_to: string }
        Returns: Database["public"]["CompositeTypes"]["planner_window"]
        SetofOptions: {
          from: "*"
          to: "planner_window"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_receive_security_deposit: {
        Args: {
          p_amount: number
          p_booking_id: string
          p_method: string
          p_received_on: string
        }
        Returns: undefined
      }
      admin_regenerate_calendar_token: {
        Args: { p_villa_id: string }
        Returns: string
      }
      admin_reissue_stay_link: {
        Args: { p_booking_id: string }
        Returns: string
      }
      admin_request_security_deposit: {
        Args: { p_amount?: number; p_booking_id: string }
        Returns: undefined
      }
      admin_resend_notification: { Args: { p_id: string }; Returns: string }
      admin_reset_staff_two_factor: {
        Args: { p_user_id: string }
        Returns: number
      }
      admin_return_security_deposit: {
        Args: {
          p_booking_id: string
          p_deductions?: Json
          p_returned_on: string
        }
        Returns: undefined
      }
      admin_reviews_to_approve: {
        Args: Record<PropertyKey, never>
        Returns: {
          villa_id: string
          villa_name: string
          waiting: number
        }[]
      }
      admin_season_summary: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          conflict_count: number
          conflict_from: string
          conflict_other: string
          conflict_priority: number
          conflict_to: string
          conflict_winner: string
          has_overlap: boolean
          past_count: number
          season_count: number
          villa_id: string
          villa_location: string
          villa_name: string
        }[]
      }
      admin_security_deposit: {
        Args: { p_booking_id: string }
        Returns: {
          amount: number
          booking_id: string
          deductions: Database["public"]["CompositeTypes"]["deposit_deduction"][]
          is_overdue: boolean
          quoted_amount: number
          received_method: string
          received_on: string
          requested_at: string
          return_due_on: string
          returned_amount: number
          returned_on: string
          state: string
        }[]
      }
      admin_send_guest_emails: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      admin_staff_two_factor: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          factor_since: string
          has_factor: boolean
          is_you: boolean
          role: string
          user_id: string
        }[]
      }
      admin_stay_link_status: {
        Args: { p_booking_id: string }
        Returns: {
          issued_at: string
          live_links: number
        }[]
      }
      admin_today: {
        Args: Record<PropertyKey, never>
        Returns: Database["public"]["CompositeTypes"]["admin_today"]
        SetofOptions: {
          from: "*"
          to: "admin_today"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_villa_booking_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          booking_count: number
          upcoming_count: number
          villa_id: string
        }[]
      }
      apply_calendar_feed: {
        Args: { p_days: string[]; p_event_count: number; p_feed_id: string }
        Returns: Database["public"]["CompositeTypes"]["calendar_feed_applied"]
        SetofOptions: {
          from: "*"
          to: "calendar_feed_applied"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      begin_notification_send: {
        Args: { p_claim_id: string; p_id: string }
        Returns: boolean
      }
      booking_analytics: {
        Args: { p_from: string; p_to: string }
        Returns: Database["public"]["CompositeTypes"]["analytics_report"]
        SetofOptions: {
          from: "*"
          to: "analytics_report"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      booking_cancellation_cost: {
        Args: {
          p_day: string
          p_quote: Database["public"]["CompositeTypes"]["stay_quote"]
          p_total: number
        }
        Returns: {
          charge_percent: number
          cost: number
        }[]
      }
      booking_card_figures: {
        Args: { p_day: string }
        Returns: {
          confirmed_count: number
          month_end: string
          month_start: string
          nights_available: number
          nights_booked: number
          occupancy_rate: number
          total_revenue: number
        }[]
      }
      booking_money: {
        Args: { p_booking_id: string }
        Returns: Database["public"]["CompositeTypes"]["booking_money_figures"]
        SetofOptions: {
          from: "*"
          to: "booking_money_figures"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      booking_payment_lines: {
        Args: { p_booking_id: string }
        Returns: Database["public"]["CompositeTypes"]["payment_line"][]
        SetofOptions: {
          from: "*"
          to: "payment_line"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      calendar_export: {
        Args: { p_token: string }
        Returns: Database["public"]["CompositeTypes"]["calendar_export"]
        SetofOptions: {
          from: "*"
          to: "calendar_export"
          isOneToOne: true
          isSetofReturn: true
        }
      }
      claim_notifications: {
        Args: { p_max_count?: number }
        Returns: {
          attempts: number
          booking_id: string | null
          claim_id: string | null
          claimed_at: string | null
          created_at: string
          enquiry_id: string | null
          guest_mailbox: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          occasion: string | null
          payload: NonNullable<Json>
          provider_message_id: string | null
          recipients: string[]
          resend_of: string | null
          send_started_at: string | null
          sent_at: string | null
          status: string
          subject: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "notifications"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claimed_review_tokens: {
        Args: { p_claim_id: string }
        Returns: {
          notification_id: string
          token: string
        }[]
      }
      claimed_stay_tokens: {
        Args: { p_claim_id: string }
        Returns: {
          notification_id: string
          token: string
        }[]
      }
      complete_notification: {
        Args: {
          p_claim_id: string
          p_error?: string
          p_id: string
          p_provider_message_id?: string
          p_subject?: string
        }
        Returns: {
          attempts: number
          booking_id: string | null
          claim_id: string | null
          claimed_at: string | null
          created_at: string
          enquiry_id: string | null
          guest_mailbox: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          occasion: string | null
          payload: NonNullable<Json>
          provider_message_id: string | null
          recipients: string[]
          resend_of: string | null
          send_started_at: string | null
          sent_at: string | null
          status: string
          subject: string | null
        }
        SetofOptions: {
          from: "*"
          to: "notifications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      count_text_fr: {
        Args: { p_count: number; p_many: string; p_one: string }
        Returns: string
      }
      day_text_fr: { Args: { p_day: string }; Returns: string }
      euro_text: { Args: { p_amount: number }; Returns: string }
      euro_text_fr: { Args: { p_amount: number }; Returns: string }
      get_booking_request_receipt: {
        Args: { p_booking_id: string; p_guest_email: string }
        Returns: {
          adults: number
          check_in: string
          check_out: string
          children: number
          created_at: string
          expires_at: string
          guests_count: number
          id: string
          is_guest_emailed: boolean
          nights: number
          quote: Database["public"]["CompositeTypes"]["stay_quote"]
          reference: string
          status: string
          total_price: number
          villa_id: string
          villa_name: string
        }[]
      }
      get_enquiry_receipt: {
        Args: { p_email: string; p_enquiry_id: string }
        Returns: string
      }
      get_review_invitation: {
        Args: { p_token: string }
        Returns: {
          check_in: string
          check_out: string
          signature: string
          state: string
          villa_id: string
          villa_location: string
          villa_name: string
        }[]
      }
      get_stay: {
        Args: { p_token: string }
        Returns: {
          adults: number
          booking_id: string
          cancellation_ahead: Database["public"]["CompositeTypes"]["quote_cancellation"][]
          cancellation_cost: number
          cancellation_reason: string
          cancelled_by: string
          check_in: string
          check_out: string
          children: number
          expires_at: string
          guests: number
          nights: number
          payments: Database["public"]["CompositeTypes"]["quote_payment"][]
          quote: Database["public"]["CompositeTypes"]["stay_quote"]
          reference: string
          refund_due: number
          requested_at: string
          status: string
          villa_id: string
          villa_location: string
          villa_name: string
        }[]
      }
      get_stay_arrival: {
        Args: { p_token: string }
        Returns: {
          access_codes: string
          access_codes_fr: string
          address: string
          arrival_from: string
          departure_by: string
          house_manual: string
          house_manual_fr: string
          is_paid_in_full: boolean
          map_url: string
          reveal_from: string
          revealed: boolean
          welcome_name: string
          welcome_phone: string
          wifi_name: string
          wifi_password: string
        }[]
      }
      get_stay_money: {
        Args: { p_token: string }
        Returns: {
          due_now: number
          lines: Database["public"]["CompositeTypes"]["payment_line"][]
          next_due_amount: number
          next_due_on: string
          overpaid: number
          received: number
          remaining: number
          state: string
          total: number
        }[]
      }
      get_stay_payment_details: {
        Args: { p_token: string }
        Returns: {
          bank_account_holder: string
          bank_bic: string
          bank_iban: string
          payment_reference: string
        }[]
      }
      get_stay_security_deposit: {
        Args: { p_token: string }
        Returns: {
          amount: number
          deductions: Database["public"]["CompositeTypes"]["deposit_deduction"][]
          received_method: string
          received_on: string
          requested_at: string
          return_due_on: string
          returned_amount: number
          returned_on: string
          state: string
        }[]
      }
      get_villa_calendar: {
        Args: { p_from: string; p_to: string; p_villa_id: string }
        Returns: {
          can_arrive: boolean
          date: string
          departure_weekdays: number[]
          min_nights: number
          price: number
          season_name: string
          season_name_fr: string
        }[]
      }
      get_villa_from_prices: {
        Args: { p_villa_id?: string }
        Returns: {
          from_price: number
          villa_id: string
        }[]
      }
      get_villa_price_for_date: {
        Args: { p_date: string; p_villa_id: string }
        Returns: number
      }
      get_villa_prices: {
        Args: { p_from: string; p_to: string; p_villa_id: string }
        Returns: {
          date: string
          price: number
        }[]
      }
      get_villa_unavailable_dates: {
        Args: { p_from: string; p_to: string; p_villa_id: string }
        Returns: string[]
      }
      iban_checksum_ok: { Args: { p_iban: string }; Returns: boolean }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      my_two_factor_status: {
        Args: Record<PropertyKey, never>
        Returns: {
          current_level: string
          has_factor: boolean
          is_staff_role: boolean
          required_for_all: boolean
        }[]
      }
      nights_by_villa_month: {
        Args: { p_from: string; p_to: string }
        Returns: {
          extras: number
          fees: number
          month: string
          nights_available: number
          nights_booked: number
          revenue: number
          tourist_tax: number
          villa_id: string
        }[]
      }
      occupancy_rate: {
        Args: { p_nights_available: number; p_nights_booked: number }
        Returns: number
      }
      percent_text_fr: { Args: { p_percent: number }; Returns: string }
      quote_stay: {
        Args: {
          p_adults?: number
          p_check_in: string
          p_check_out: string
          p_children?: number
          p_extras?: string[]
          p_guests?: number
          p_villa_id: string
        }
        Returns: Database["public"]["CompositeTypes"]["stay_quote"]
        SetofOptions: {
          from: "*"
          to: "stay_quote"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_calendar_feed_failure: {
        Args: {
          p_code?: string
          p_error: string
          p_feed_id: string
          p_params?: Json
        }
        Returns: undefined
      }
      record_card_payment: {
        Args: {
          p_amount: number
          p_booking_id: string
          p_external_id: string
          p_reference?: string
        }
        Returns: boolean
      }
      refresh_villa_from_prices: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      release_notifications: {
        Args: { p_claim_id: string; p_ids: string[] }
        Returns: number
      }
      reorder_villa_photos: {
        Args: { p_photo_ids: string[]; p_villa_id: string }
        Returns: undefined
      }
      save_villa_cancellation_tiers: {
        Args: {
          p_charge_percent: number[]
          p_min_days_before: number[]
          p_villa_id: string
        }
        Returns: undefined
      }
      search_villas: {
        Args: {
          p_adults?: number
          p_check_in: string
          p_check_out: string
          p_children?: number
          p_guests?: number
        }
        Returns: {
          night_count: number
          nightly_average: number
          total: number
          villa_id: string
        }[]
      }
      stay_card_payment: {
        Args: { p_token: string }
        Returns: {
          amount: number
          booking_id: string
          check_in: string
          check_out: string
          due_on: string
          guest_email: string
          label: string
          label_fr: string
          language: Database["public"]["Enums"]["site_language"]
          villa_name: string
        }[]
      }
      stay_is_free: {
        Args: { p_check_in: string; p_check_out: string; p_villa_id: string }
        Returns: boolean
      }
      stay_range: {
        Args: {
          p_changeover: Database["public"]["Enums"]["villa_changeover"]
          p_check_in: string
          p_check_out: string
        }
        Returns: unknown
      }
      stay_rules_on: {
        Args: { p_day: string; p_villa_id: string }
        Returns: {
          arrival_weekdays: number[]
          departure_weekdays: number[]
          min_nights: number
          season_name: string
          season_name_fr: string
        }[]
      }
      submit_stay_review: {
        Args: {
          p_guest_location: string
          p_guest_name: string
          p_rating: number
          p_review_text: string
          p_token: string
        }
        Returns: undefined
      }
      tourist_tax_report: {
        Args: { p_month: string }
        Returns: {
          classification: Database["public"]["Enums"]["villa_classification"]
          commune_id: string
          commune_name: string
          exempt_person_nights: number
          insee_code: string
          is_total: boolean
          nights: number
          person_nights: number
          rate: number
          registration_number: string
          stays: number
          tax: number
          taxable_persons: number
          villa_id: string
          villa_name: string
        }[]
      }
      valid_weekdays: { Args: { p_days: number[] }; Returns: boolean }
      verify_maintenance_password: {
        Args: { p_password: string }
        Returns: boolean
      }
      villa_collection: {
        Args: {
          p_amenities?: string[]
          p_bedrooms?: number
          p_check_in?: string
          p_check_out?: string
          p_destination?: string
          p_guests?: number
          p_max_price?: number
          p_min_price?: number
          p_sort?: string
        }
        Returns: {
          advance_notice_days: number
          amenities: string[]
          amenities_fr: string[] | null
          arrival_weekdays: number[]
          bathrooms: number
          bedrooms: number
          booking_horizon_months: number
          changeover: Database["public"]["Enums"]["villa_changeover"]
          classification: Database["public"]["Enums"]["villa_classification"]
          created_at: string
          departure_weekdays: number[]
          description: string
          description_fr: string | null
          distances: string | null
          distances_fr: string | null
          from_price: number
          id: string
          images: string[]
          is_active: boolean
          location: string
          max_guests: number
          max_nights: number
          min_nights: number
          name: string
          price_per_night: number
          registration_number: string | null
          size_sqm: number | null
          tax_commune_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "villas"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      villa_destination: { Args: { p_location: string }; Returns: string }
      villa_destinations: {
        Args: Record<PropertyKey, never>
        Returns: {
          destination: string
          villa_count: number
        }[]
      }
      villa_from_price: {
        Args: {
          p_advance_notice_days: number
          p_base_price: number
          p_horizon_months: number
          p_today?: string
          p_villa_id: string
        }
        Returns: number
      }
      villa_has_amenity: {
        Args: { p_amenities: string[]; p_key: string }
        Returns: boolean
      }
      weekday_names: { Args: { p_days: number[] }; Returns: string }
      weekday_names_fr: { Args: { p_days: number[] }; Returns: string }
      withdraw_stay_request: {
        Args: { p_token: string }
        Returns: {
          adults: number
          booking_id: string
          cancellation_ahead: Database["public"]["CompositeTypes"]["quote_cancellation"][]
          cancellation_cost: number
          cancellation_reason: string
          cancelled_by: string
          check_in: string
          check_out: string
          children: number
          expires_at: string
          guests: number
          nights: number
          payments: Database["public"]["CompositeTypes"]["quote_payment"][]
          quote: Database["public"]["CompositeTypes"]["stay_quote"]
          reference: string
          refund_due: number
          requested_at: string
          status: string
          villa_id: string
          villa_location: string
          villa_name: string
        }[]
      }
    }
    Enums: {
      booking_status: "pending" | "confirmed" | "cancelled"
      charge_unit: "per_stay" | "per_night" | "per_guest"
      discount_kind: "length_of_stay" | "early_bird" | "last_minute"
      enquiry_form_type: "general" | "concierge"
      message_status: "unread" | "read" | "replied"
      photo_room:
        | "exterior"
        | "living_room"
        | "dining"
        | "kitchen"
        | "bedroom"
        | "bathroom"
        | "pool"
        | "garden"
        | "terrace"
        | "view"
        | "other"
      site_language: "en" | "fr"
      villa_changeover: "same_day" | "full_day"
      villa_classification:
        | "unclassified"
        | "1_star"
        | "2_stars"
        | "3_stars"
        | "4_stars"
        | "5_stars"
    }
    CompositeTypes: {
      admin_today: {
        today: string | null
        week_end: string | null
        arrivals: Database["public"]["CompositeTypes"]["today_stay"][] | null
        arrival_count: number | null
        departures: Database["public"]["CompositeTypes"]["today_stay"][] | null
        departure_count: number | null
        pending: Database["public"]["CompositeTypes"]["today_request"][] | null
        pending_count: number | null
        unread: Database["public"]["CompositeTypes"]["today_message"][] | null
        unread_count: number | null
        occupancy:
          | Database["public"]["CompositeTypes"]["today_occupancy"]
          | null
      }
      analytics_figures: {
        nights_available: number | null
        nights_booked: number | null
        occupancy_rate: number | null
        revenue: number | null
        average_daily_rate: number | null
        bookings: number | null
        average_booking_value: number | null
        average_lead_days: number | null
        rent: number | null
        fees: number | null
        extras: number | null
        tourist_tax: number | null
      }
      analytics_month: {
        month: string | null
        figures:
          | Database["public"]["CompositeTypes"]["analytics_figures"]
          | null
      }
      analytics_report: {
        from: string | null
        to: string | null
        totals: Database["public"]["CompositeTypes"]["analytics_figures"] | null
        by_month:
          | Database["public"]["CompositeTypes"]["analytics_month"][]
          | null
        by_villa:
          | Database["public"]["CompositeTypes"]["analytics_villa"][]
          | null
      }
      analytics_villa: {
        villa_id: string | null
        villa_name: string | null
        figures:
          | Database["public"]["CompositeTypes"]["analytics_figures"]
          | null
      }
      booking_money_figures: {
        total: number | null
        paid: number | null
        refunded: number | null
        received: number | null
        due_now: number | null
        remaining: number | null
        overpaid: number | null
        next_due_on: string | null
        next_due_amount: number | null
        state: string | null
      }
      calendar_export: {
        villa_id: string | null
        villa_name: string | null
        stays: Database["public"]["CompositeTypes"]["calendar_range"][] | null
        blocked: Database["public"]["CompositeTypes"]["calendar_range"][] | null
      }
      calendar_feed_applied: {
        held_empty: boolean | null
        message: string | null
        added: number | null
        removed: number | null
        blocked_days: number | null
        conflicts: Json | null
      }
      calendar_range: {
        id: string | null
        start: string | null
        end: string | null
      }
      deposit_deduction: {
        amount: number | null
        reason: string | null
      }
      feed_ref: {
        villa_id: string | null
        villa: string | null
        feed: string | null
      }
      payment_line: {
        kind: string | null
        label: string | null
        due_on: string | null
        amount: number | null
        covered: number | null
        state: string | null
        label_fr: string | null
      }
      planner_blocked_run: {
        villa_id: string | null
        first: string | null
        last: string | null
        reason: string | null
      }
      planner_stay: {
        id: string | null
        villa_id: string | null
        villa_name: string | null
        villa_location: string | null
        guest_name: string | null
        guest_email: string | null
        guest_phone: string | null
        guests_count: number | null
        check_in: string | null
        check_out: string | null
        total_price: number | null
        special_requests: string | null
        status: Database["public"]["Enums"]["booking_status"] | null
        expires_at: string | null
        created_at: string | null
        occupied: string | null
        overlaps: Json | null
        reference: string | null
        source: string | null
        price_note: string | null
        language: Database["public"]["Enums"]["site_language"] | null
      }
      planner_villa: {
        id: string | null
        name: string | null
        location: string | null
        changeover: Database["public"]["Enums"]["villa_changeover"] | null
      }
      planner_window: {
        from: string | null
        to: string | null
        villas: Database["public"]["CompositeTypes"]["planner_villa"][] | null
        stays: Database["public"]["CompositeTypes"]["planner_stay"][] | null
        blocked:
          | Database["public"]["CompositeTypes"]["planner_blocked_run"][]
          | null
      }
      quote_cancellation: {
        from_date: string | null
        until_date: string | null
        charge_percent: number | null
        amount: number | null
      }
      quote_line: {
        kind: string | null
        label: string | null
        basis: string | null
        quantity: number | null
        unit_amount: number | null
        amount: number | null
        charge_id: string | null
        label_fr: string | null
        basis_fr: string | null
      }
      quote_night: {
        date: string | null
        price: number | null
      }
      quote_payment: {
        kind: string | null
        label: string | null
        due_on: string | null
        amount: number | null
        label_fr: string | null
      }
      quote_problem: {
        rule: string | null
        message: string | null
        message_fr: string | null
      }
      stay_quote: {
        villa_id: string | null
        check_in: string | null
        check_out: string | null
        guests: number | null
        nights: Database["public"]["CompositeTypes"]["quote_night"][] | null
        night_count: number | null
        total: number | null
        bookable: boolean | null
        problem: Database["public"]["CompositeTypes"]["quote_problem"] | null
        adults: number | null
        children: number | null
        extras: string[] | null
        lines: Database["public"]["CompositeTypes"]["quote_line"][] | null
        rent: number | null
        discounts: number | null
        fees: number | null
        extras_total: number | null
        tourist_tax: number | null
        price_without_tax: number | null
        security_deposit: number | null
        payments: Database["public"]["CompositeTypes"]["quote_payment"][] | null
        cancellation:
          | Database["public"]["CompositeTypes"]["quote_cancellation"][]
          | null
        relet_fee: number | null
        tax_note: string | null
        tax_missing: boolean | null
        rounding: string | null
        quoted_on: string | null
        tax_note_fr: string | null
        rounding_fr: string | null
      }
      today_message: {
        id: string | null
        name: string | null
        email: string | null
        form_type: Database["public"]["Enums"]["enquiry_form_type"] | null
        created_at: string | null
      }
      today_occupancy: {
        from: string | null
        to: string | null
        nights_available: number | null
        nights_booked: number | null
        occupancy_rate: number | null
      }
      today_request: {
        id: string | null
        villa_id: string | null
        villa: string | null
        guest_name: string | null
        guest_email: string | null
        guests: number | null
        check_in: string | null
        check_out: string | null
        nights: number | null
        total_price: number | null
        created_at: string | null
        expires_at: string | null
        reference: string | null
      }
      today_stay: {
        id: string | null
        villa_id: string | null
        villa: string | null
        guest_name: string | null
        guest_email: string | null
        guests: number | null
        check_in: string | null
        check_out: string | null
        nights: number | null
        reference: string | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      booking_status: ["pending", "confirmed", "cancelled"],
      charge_unit: ["per_stay", "per_night", "per_guest"],
      discount_kind: ["length_of_stay", "early_bird", "last_minute"],
      enquiry_form_type: ["general", "concierge"],
      message_status: ["unread", "read", "replied"],
      photo_room: [
        "exterior",
        "living_room",
        "dining",
        "kitchen",
        "bedroom",
        "bathroom",
        "pool",
        "garden",
        "terrace",
        "view",
        "other",
      ],
      site_language: ["en", "fr"],
      villa_changeover: ["same_day", "full_day"],
      villa_classification: [
        "unclassified",
        "1_star",
        "2_stars",
        "3_stars",
        "4_stars",
        "5_stars",
      ],
    },
  },
} as const

