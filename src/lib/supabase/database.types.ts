export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      analytics: {
        Row: {
          id: string
          session_id: string
          user_id: string
          question_type: Database["public"]["Enums"]["question_type"]
          correct_count: number
          total_count: number
          accuracy_percentage: number
          average_time_seconds: number
          created_at: string
        }
        Insert: {
          id?: string
          session_id: string
          user_id: string
          question_type: Database["public"]["Enums"]["question_type"]
          correct_count: number
          total_count: number
          accuracy_percentage: number
          average_time_seconds: number
          created_at?: string
        }
        Update: {
          id?: string
          session_id?: string
          user_id?: string
          question_type?: Database["public"]["Enums"]["question_type"]
          correct_count?: number
          total_count?: number
          accuracy_percentage?: number
          average_time_seconds?: number
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "analytics_session_id_fkey"
            columns: ["session_id"]
            referencedRelation: "user_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      favorites: {
        Row: {
          user_id: string
          question_id: string
          created_at: string
        }
        Insert: {
          user_id?: string
          question_id: string
          created_at?: string
        }
        Update: {
          user_id?: string
          question_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "favorites_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
        ]
      }
      full_sat_sessions: {
        Row: {
          id: string
          user_id: string
          practice_test_id: string
          current_module: number
          session_status: Database["public"]["Enums"]["full_sat_status"]
          module_1_completed_at: string | null
          module_2_completed_at: string | null
          module_3_completed_at: string | null
          module_4_completed_at: string | null
          module_2_tier: Database["public"]["Enums"]["difficulty_tier"] | null
          module_4_tier: Database["public"]["Enums"]["difficulty_tier"] | null
          break_started_at: string | null
          break_completed_at: string | null
          reading_writing_score: number | null
          math_score: number | null
          total_score: number | null
          percentile: number | null
          completed_at: string | null
          created_at: string
          updated_at: string
          is_retake: boolean
          reading_writing_theta: number | null
          reading_writing_se: number | null
          math_theta: number | null
          math_se: number | null
          reading_writing_low: number | null
          reading_writing_high: number | null
          math_low: number | null
          math_high: number | null
          total_low: number | null
          total_high: number | null
        }
        Insert: {
          id?: string
          user_id: string
          practice_test_id: string
          current_module?: number
          session_status?: Database["public"]["Enums"]["full_sat_status"]
          module_1_completed_at?: string | null
          module_2_completed_at?: string | null
          module_3_completed_at?: string | null
          module_4_completed_at?: string | null
          module_2_tier?: Database["public"]["Enums"]["difficulty_tier"] | null
          module_4_tier?: Database["public"]["Enums"]["difficulty_tier"] | null
          break_started_at?: string | null
          break_completed_at?: string | null
          reading_writing_score?: number | null
          math_score?: number | null
          total_score?: number | null
          percentile?: number | null
          completed_at?: string | null
          created_at?: string
          updated_at?: string
          is_retake?: boolean
          reading_writing_theta?: number | null
          reading_writing_se?: number | null
          math_theta?: number | null
          math_se?: number | null
          reading_writing_low?: number | null
          reading_writing_high?: number | null
          math_low?: number | null
          math_high?: number | null
          total_low?: number | null
          total_high?: number | null
        }
        Update: {
          id?: string
          user_id?: string
          practice_test_id?: string
          current_module?: number
          session_status?: Database["public"]["Enums"]["full_sat_status"]
          module_1_completed_at?: string | null
          module_2_completed_at?: string | null
          module_3_completed_at?: string | null
          module_4_completed_at?: string | null
          module_2_tier?: Database["public"]["Enums"]["difficulty_tier"] | null
          module_4_tier?: Database["public"]["Enums"]["difficulty_tier"] | null
          break_started_at?: string | null
          break_completed_at?: string | null
          reading_writing_score?: number | null
          math_score?: number | null
          total_score?: number | null
          percentile?: number | null
          completed_at?: string | null
          created_at?: string
          updated_at?: string
          is_retake?: boolean
          reading_writing_theta?: number | null
          reading_writing_se?: number | null
          math_theta?: number | null
          math_se?: number | null
          reading_writing_low?: number | null
          reading_writing_high?: number | null
          math_low?: number | null
          math_high?: number | null
          total_low?: number | null
          total_high?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "full_sat_sessions_practice_test_id_fkey"
            columns: ["practice_test_id"]
            referencedRelation: "practice_tests"
            referencedColumns: ["id"]
          },
        ]
      }
      module_question_assignments: {
        Row: {
          id: string
          session_id: string
          module_id: string
          question_id: string
          user_id: string
          question_order: number
          created_at: string
        }
        Insert: {
          id?: string
          session_id: string
          module_id: string
          question_id: string
          user_id: string
          question_order: number
          created_at?: string
        }
        Update: {
          id?: string
          session_id?: string
          module_id?: string
          question_id?: string
          user_id?: string
          question_order?: number
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "module_question_assignments_module_id_fkey"
            columns: ["module_id"]
            referencedRelation: "test_modules"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "module_question_assignments_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "module_question_assignments_session_id_fkey"
            columns: ["session_id"]
            referencedRelation: "full_sat_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      practice_tests: {
        Row: {
          id: string
          slug: string
          title: string
          description: string
          test_type: Database["public"]["Enums"]["test_type"]
          time_limit_minutes: number
          question_count: number
          is_active: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          slug: string
          title: string
          description?: string
          test_type: Database["public"]["Enums"]["test_type"]
          time_limit_minutes?: number
          question_count: number
          is_active?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          slug?: string
          title?: string
          description?: string
          test_type?: Database["public"]["Enums"]["test_type"]
          time_limit_minutes?: number
          question_count?: number
          is_active?: boolean
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      question_keys: {
        Row: {
          question_id: string
          correct_answer: string | null
          accepted_answers: string[] | null
          explanation: string
        }
        Insert: {
          question_id: string
          correct_answer?: string | null
          accepted_answers?: string[] | null
          explanation: string
        }
        Update: {
          question_id?: string
          correct_answer?: string | null
          accepted_answers?: string[] | null
          explanation?: string
        }
        Relationships: [
          {
            foreignKeyName: "question_keys_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
        ]
      }
      questions: {
        Row: {
          id: string
          external_id: string
          practice_test_id: string | null
          order_index: number
          section: Database["public"]["Enums"]["section_type"]
          question_type: Database["public"]["Enums"]["question_type"]
          format: Database["public"]["Enums"]["question_format"]
          domain: string
          topic: string
          difficulty_level: number
          difficulty_tier: Database["public"]["Enums"]["difficulty_tier"]
          passage: string | null
          question_text: string
          options: Json | null
          created_at: string
          updated_at: string
          excerpt: string | null
          irt_level: number | null
        }
        Insert: {
          id?: string
          external_id: string
          practice_test_id?: string | null
          order_index?: number
          section: Database["public"]["Enums"]["section_type"]
          question_type: Database["public"]["Enums"]["question_type"]
          format: Database["public"]["Enums"]["question_format"]
          domain: string
          topic: string
          difficulty_level: number
          difficulty_tier?: Database["public"]["Enums"]["difficulty_tier"]
          passage?: string | null
          question_text: string
          options?: Json | null
          created_at?: string
          updated_at?: string
          excerpt?: never
          irt_level?: number | null
        }
        Update: {
          id?: string
          external_id?: string
          practice_test_id?: string | null
          order_index?: number
          section?: Database["public"]["Enums"]["section_type"]
          question_type?: Database["public"]["Enums"]["question_type"]
          format?: Database["public"]["Enums"]["question_format"]
          domain?: string
          topic?: string
          difficulty_level?: number
          difficulty_tier?: Database["public"]["Enums"]["difficulty_tier"]
          passage?: string | null
          question_text?: string
          options?: Json | null
          created_at?: string
          updated_at?: string
          excerpt?: never
          irt_level?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "questions_practice_test_id_fkey"
            columns: ["practice_test_id"]
            referencedRelation: "practice_tests"
            referencedColumns: ["id"]
          },
        ]
      }
      review_attempts: {
        Row: {
          id: string
          user_id: string
          question_id: string
          user_answer: string
          is_correct: boolean
          created_at: string
        }
        Insert: {
          id?: string
          user_id: string
          question_id: string
          user_answer: string
          is_correct: boolean
          created_at?: string
        }
        Update: {
          id?: string
          user_id?: string
          question_id?: string
          user_answer?: string
          is_correct?: boolean
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_attempts_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
        ]
      }
      review_cards: {
        Row: {
          user_id: string
          question_id: string
          due: string
          stability: number
          difficulty: number
          elapsed_days: number
          scheduled_days: number
          learning_steps: number
          reps: number
          lapses: number
          state: number
          last_review: string | null
          source: string
          created_at: string
          updated_at: string
        }
        Insert: {
          user_id?: string
          question_id: string
          due?: string
          stability?: number
          difficulty?: number
          elapsed_days?: number
          scheduled_days?: number
          learning_steps?: number
          reps?: number
          lapses?: number
          state?: number
          last_review?: string | null
          source: string
          created_at?: string
          updated_at?: string
        }
        Update: {
          user_id?: string
          question_id?: string
          due?: string
          stability?: number
          difficulty?: number
          elapsed_days?: number
          scheduled_days?: number
          learning_steps?: number
          reps?: number
          lapses?: number
          state?: number
          last_review?: string | null
          source?: string
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_cards_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
        ]
      }
      session_questions: {
        Row: {
          session_id: string
          question_id: string
          user_id: string
          position: number
        }
        Insert: {
          session_id: string
          question_id: string
          user_id: string
          position: number
        }
        Update: {
          session_id?: string
          question_id?: string
          user_id?: string
          position?: number
        }
        Relationships: [
          {
            foreignKeyName: "session_questions_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "session_questions_session_id_fkey"
            columns: ["session_id"]
            referencedRelation: "user_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      setup_codes: {
        Row: {
          id: string
          code: string
          uses: number
          max_uses: number | null
          expires_at: string | null
          active: boolean
          note: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          code: string
          uses?: number
          max_uses?: number | null
          expires_at?: string | null
          active?: boolean
          note?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          code?: string
          uses?: number
          max_uses?: number | null
          expires_at?: string | null
          active?: boolean
          note?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      student_entitlements: {
        Row: {
          user_id: string
          setup_code_id: string
          redeemed_at: string
        }
        Insert: {
          user_id: string
          setup_code_id: string
          redeemed_at?: string
        }
        Update: {
          user_id?: string
          setup_code_id?: string
          redeemed_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "student_entitlements_setup_code_id_fkey"
            columns: ["setup_code_id"]
            referencedRelation: "setup_codes"
            referencedColumns: ["id"]
          },
        ]
      }
      test_modules: {
        Row: {
          id: string
          practice_test_id: string
          module_name: string
          module_order: number
          section_type: Database["public"]["Enums"]["section_type"]
          time_limit_minutes: number
          question_count: number
          is_adaptive: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          practice_test_id: string
          module_name: string
          module_order: number
          section_type: Database["public"]["Enums"]["section_type"]
          time_limit_minutes: number
          question_count: number
          is_adaptive?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          practice_test_id?: string
          module_name?: string
          module_order?: number
          section_type?: Database["public"]["Enums"]["section_type"]
          time_limit_minutes?: number
          question_count?: number
          is_adaptive?: boolean
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "test_modules_practice_test_id_fkey"
            columns: ["practice_test_id"]
            referencedRelation: "practice_tests"
            referencedColumns: ["id"]
          },
        ]
      }
      user_answers: {
        Row: {
          id: string
          session_id: string
          question_id: string
          user_id: string
          user_answer: string | null
          is_correct: boolean | null
          time_spent_seconds: number
          answered_at: string | null
          created_at: string
          updated_at: string
          flagged: boolean
          eliminated: string
          client_seq: number | null
        }
        Insert: {
          id?: string
          session_id: string
          question_id: string
          user_id: string
          user_answer?: string | null
          is_correct?: boolean | null
          time_spent_seconds?: number
          answered_at?: string | null
          created_at?: string
          updated_at?: string
          flagged?: boolean
          eliminated?: string
          client_seq?: number | null
        }
        Update: {
          id?: string
          session_id?: string
          question_id?: string
          user_id?: string
          user_answer?: string | null
          is_correct?: boolean | null
          time_spent_seconds?: number
          answered_at?: string | null
          created_at?: string
          updated_at?: string
          flagged?: boolean
          eliminated?: string
          client_seq?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "user_answers_question_id_fkey"
            columns: ["question_id"]
            referencedRelation: "questions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_answers_session_id_question_id_fkey"
            columns: ["session_id", "question_id"]
            referencedRelation: "session_questions"
            referencedColumns: ["session_id", "question_id"]
          },
        ]
      }
      user_sessions: {
        Row: {
          id: string
          user_id: string
          practice_test_id: string
          full_sat_session_id: string | null
          test_module_id: string | null
          session_status: Database["public"]["Enums"]["session_status"]
          is_timed: boolean
          question_count: number
          current_question: number
          time_limit_seconds: number | null
          time_remaining_seconds: number | null
          correct_count: number | null
          total_score: number | null
          score_percent: number | null
          completed_at: string | null
          created_at: string
          updated_at: string
          is_retake: boolean
          deadline_at: string | null
          paused_at: string | null
          paused_seconds: number
          theta: number | null
          theta_se: number | null
          section_score: number | null
          score_low: number | null
          score_high: number | null
          exited_at: string | null
          exit_remaining_seconds: number | null
          exited_seconds: number
          exit_count: number
        }
        Insert: {
          id?: string
          user_id: string
          practice_test_id: string
          full_sat_session_id?: string | null
          test_module_id?: string | null
          session_status?: Database["public"]["Enums"]["session_status"]
          is_timed?: boolean
          question_count: number
          current_question?: number
          time_limit_seconds?: number | null
          time_remaining_seconds?: number | null
          correct_count?: number | null
          total_score?: number | null
          score_percent?: number | null
          completed_at?: string | null
          created_at?: string
          updated_at?: string
          is_retake?: boolean
          deadline_at?: string | null
          paused_at?: string | null
          paused_seconds?: number
          theta?: number | null
          theta_se?: number | null
          section_score?: number | null
          score_low?: number | null
          score_high?: number | null
          exited_at?: string | null
          exit_remaining_seconds?: number | null
          exited_seconds?: number
          exit_count?: number
        }
        Update: {
          id?: string
          user_id?: string
          practice_test_id?: string
          full_sat_session_id?: string | null
          test_module_id?: string | null
          session_status?: Database["public"]["Enums"]["session_status"]
          is_timed?: boolean
          question_count?: number
          current_question?: number
          time_limit_seconds?: number | null
          time_remaining_seconds?: number | null
          correct_count?: number | null
          total_score?: number | null
          score_percent?: number | null
          completed_at?: string | null
          created_at?: string
          updated_at?: string
          is_retake?: boolean
          deadline_at?: string | null
          paused_at?: string | null
          paused_seconds?: number
          theta?: number | null
          theta_se?: number | null
          section_score?: number | null
          score_low?: number | null
          score_high?: number | null
          exited_at?: string | null
          exit_remaining_seconds?: number | null
          exited_seconds?: number
          exit_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "user_sessions_practice_test_id_fkey"
            columns: ["practice_test_id"]
            referencedRelation: "practice_tests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_sessions_test_module_id_fkey"
            columns: ["test_module_id"]
            referencedRelation: "test_modules"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_sessions_full_sat_fk"
            columns: ["full_sat_session_id"]
            referencedRelation: "full_sat_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      check_review_answer: { Args: { p_question_id: string; p_answer: string }; Returns: Json }
      complete_module: { Args: { p_session_id: string }; Returns: Json }
      end_break: { Args: { p_full_sat_session_id: string }; Returns: Json }
      get_attempt_pauses: { Args: { p_ids: string[] }; Returns: Json }
      get_due_count: { Args: { p_time_zone?: string }; Returns: number }
      get_full_sat_result: { Args: { p_full_sat_session_id: string }; Returns: Json }
      get_full_sat_state: { Args: { p_test_id: string }; Returns: Json }
      get_review_question: { Args: { p_question_id: string }; Returns: Json }
      get_review_stats: { Args: { p_time_zone?: string }; Returns: Json }
      get_score_prediction: { Args: Record<PropertyKey, never>; Returns: Json }
      get_section_answers: { Args: { p_section: Database["public"]["Enums"]["question_type"] }; Returns: Json }
      get_session: { Args: { p_session_id: string }; Returns: Json }
      get_session_questions: { Args: { p_session_id: string }; Returns: Json }
      get_session_result: { Args: { p_session_id: string }; Returns: Json }
      get_test_history: { Args: Record<PropertyKey, never>; Returns: Json }
      increment_setup_code_usage: { Args: { code_id: string }; Returns: Json }
      list_due_cards: { Args: { p_time_zone?: string }; Returns: Json }
      list_practice_tests: { Args: Record<PropertyKey, never>; Returns: Json }
      list_review_questions: { Args: { p_filter: string; p_value?: string }; Returns: Json }
      list_test_sessions: { Args: { p_test_id: string }; Returns: Json }
      pause_session: { Args: { p_session_id: string }; Returns: Json }
      rate_review_card: {
        Args: { p_question_id: string; p_rating: number; p_card: Json; p_expected_reps: number }
        Returns: Json
      }
      redeem_setup_code: { Args: { input_code: string }; Returns: Json }
      resume_saved_session: { Args: { p_session_id: string }; Returns: Json }
      resume_session: { Args: { p_session_id: string }; Returns: Json }
      save_and_exit: { Args: { p_session_id: string }; Returns: Json }
      save_answer: {
        Args: {
          p_session_id: string
          p_question_id: string
          p_answer: string
          p_time_spent_seconds?: number
          p_client_seq?: number
          p_flagged?: boolean
          p_eliminated?: string
        }
        Returns: Json
      }
      save_progress: {
        Args: { p_current_question: number; p_session_id: string; p_time_remaining_seconds?: number }
        Returns: {
          id: string
          user_id: string
          practice_test_id: string
          full_sat_session_id: string | null
          test_module_id: string | null
          session_status: Database["public"]["Enums"]["session_status"]
          is_timed: boolean
          question_count: number
          current_question: number
          time_limit_seconds: number | null
          time_remaining_seconds: number | null
          correct_count: number | null
          total_score: number | null
          score_percent: number | null
          completed_at: string | null
          created_at: string
          updated_at: string
          is_retake: boolean
          deadline_at: string | null
          paused_at: string | null
          paused_seconds: number
          theta: number | null
          theta_se: number | null
          section_score: number | null
          score_low: number | null
          score_high: number | null
          exited_at: string | null
          exit_remaining_seconds: number | null
          exited_seconds: number
          exit_count: number
        }
        SetofOptions: {
          from: "*"
          to: "user_sessions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      start_break: { Args: { p_full_sat_session_id: string }; Returns: Json }
      start_full_sat: { Args: { p_test_id: string }; Returns: Json }
      start_module: {
        Args: { p_full_sat_session_id: string; p_module_order: number }
        Returns: {
          id: string
          user_id: string
          practice_test_id: string
          full_sat_session_id: string | null
          test_module_id: string | null
          session_status: Database["public"]["Enums"]["session_status"]
          is_timed: boolean
          question_count: number
          current_question: number
          time_limit_seconds: number | null
          time_remaining_seconds: number | null
          correct_count: number | null
          total_score: number | null
          score_percent: number | null
          completed_at: string | null
          created_at: string
          updated_at: string
          is_retake: boolean
          deadline_at: string | null
          paused_at: string | null
          paused_seconds: number
          theta: number | null
          theta_se: number | null
          section_score: number | null
          score_low: number | null
          score_high: number | null
          exited_at: string | null
          exit_remaining_seconds: number | null
          exited_seconds: number
          exit_count: number
        }
        SetofOptions: {
          from: "*"
          to: "user_sessions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      start_practice_set: {
        Args: { p_kind: string; p_count?: number; p_timed?: boolean; p_topic?: string }
        Returns: {
          id: string
          user_id: string
          practice_test_id: string
          full_sat_session_id: string | null
          test_module_id: string | null
          session_status: Database["public"]["Enums"]["session_status"]
          is_timed: boolean
          question_count: number
          current_question: number
          time_limit_seconds: number | null
          time_remaining_seconds: number | null
          correct_count: number | null
          total_score: number | null
          score_percent: number | null
          completed_at: string | null
          created_at: string
          updated_at: string
          is_retake: boolean
          deadline_at: string | null
          paused_at: string | null
          paused_seconds: number
          theta: number | null
          theta_se: number | null
          section_score: number | null
          score_low: number | null
          score_high: number | null
          exited_at: string | null
          exit_remaining_seconds: number | null
          exited_seconds: number
          exit_count: number
        }
        SetofOptions: {
          from: "*"
          to: "user_sessions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      start_test_session: {
        Args: { p_timed?: boolean; p_test_id: string }
        Returns: {
          id: string
          user_id: string
          practice_test_id: string
          full_sat_session_id: string | null
          test_module_id: string | null
          session_status: Database["public"]["Enums"]["session_status"]
          is_timed: boolean
          question_count: number
          current_question: number
          time_limit_seconds: number | null
          time_remaining_seconds: number | null
          correct_count: number | null
          total_score: number | null
          score_percent: number | null
          completed_at: string | null
          created_at: string
          updated_at: string
          is_retake: boolean
          deadline_at: string | null
          paused_at: string | null
          paused_seconds: number
          theta: number | null
          theta_se: number | null
          section_score: number | null
          score_low: number | null
          score_high: number | null
          exited_at: string | null
          exit_remaining_seconds: number | null
          exited_seconds: number
          exit_count: number
        }
        SetofOptions: {
          from: "*"
          to: "user_sessions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      submit_session: { Args: { p_session_id: string }; Returns: Json }
      toggle_favorite: { Args: { p_question_id: string }; Returns: boolean }
      validate_setup_code: { Args: { input_code: string }; Returns: Json }
    }
    Enums: {
      difficulty_tier: "standard" | "easier" | "harder"
      full_sat_status: "active" | "completed" | "cancelled"
      question_format: "mcq" | "spr"
      question_type: "math" | "reading" | "writing"
      section_type: "reading_writing" | "math"
      session_status: "active" | "completed" | "cancelled"
      test_type: "full_sat" | "math" | "reading" | "writing" | "custom"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
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
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
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
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      difficulty_tier: ["standard", "easier", "harder"],
      full_sat_status: ["active", "completed", "cancelled"],
      question_format: ["mcq", "spr"],
      question_type: ["math", "reading", "writing"],
      section_type: ["reading_writing", "math"],
      session_status: ["active", "completed", "cancelled"],
      test_type: ["full_sat", "math", "reading", "writing", "custom"],
    },
  },
} as const
