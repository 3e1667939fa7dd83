/// The relevance set: queries written from `Content/` (titles, keywords, prose), each with the
/// page that should answer it, or none. Written once from the content, not tuned to the ranking.
struct RelevanceQuery {
    enum Kind: String, CaseIterable {
        case title = "exact title"
        case stem = "stem"
        case prefix = "prefix"
        case accentFree = "accent-free"
        case typo = "one typo"
        case concept = "concept word not in the title"
        case prose = "word only in prose"
        case noAnswer = "no page answers it"
    }

    let language: String
    let kind: Kind
    let text: String
    /// The slug of the page that should come first; nil when nothing should be found.
    let expected: String?

    static let all: [RelevanceQuery] = english + spanish

    static let english: [RelevanceQuery] = [
        .init("en", .title, "Toast Banner", "toast-banner"),
        .init("en", .title, "Card Pile", "card-pile"),
        .init("en", .title, "Radial Grid Reveal", "radial-grid-reveal"),
        .init("en", .title, "Scroll to Top Button", "scroll-to-top-button"),
        .init("en", .title, "Designing staggered delays with a cap", "stagger-with-a-cap"),
        .init("en", .title, "Tab Underline", "tab-underline"),
        .init("en", .stem, "pulses", "pulsing-badge"),
        .init("en", .stem, "deleting rows", "row-delete-collapse"),
        .init("en", .stem, "shaking", "shake-on-error-field"),
        .init("en", .stem, "expanding sections", "expanding-section"),
        .init("en", .stem, "underlines", "tab-underline"),
        .init("en", .prefix, "stagg", "staggered-appear-list"),
        .init("en", .prefix, "toa", "toast-banner"),
        .init("en", .prefix, "progr", "progress-steps"),
        .init("en", .prefix, "scrol", "scroll-to-top-button"),
        .init("en", .prefix, "hapt", "shake-on-error-field"),
        .init("en", .typo, "stagered", "staggered-appear-list"),
        .init("en", .typo, "toats banner", "toast-banner"),
        .init("en", .typo, "pulsign badge", "pulsing-badge"),
        .init("en", .typo, "progres steps", "progress-steps"),
        .init("en", .typo, "underlien", "tab-underline"),
        .init("en", .typo, "radail grid", "radial-grid-reveal"),
        .init("en", .typo, "expandng section", "expanding-section"),
        .init("en", .concept, "snackbar", "toast-banner"),
        .init("en", .concept, "accordion", "expanding-section"),
        .init("en", .concept, "wizard", "progress-steps"),
        .init("en", .concept, "unread count", "pulsing-badge"),
        .init("en", .concept, "password validation", "shake-on-error-field"),
        .init("en", .concept, "mosaic", "radial-grid-reveal"),
        // Written before Notification Stack was a component; that page is now the right answer.
        .init("en", .concept, "notifications stack", "notification-stack"),
        .init("en", .concept, "floating button", "scroll-to-top-button"),
        .init("en", .concept, "segmented indicator", "tab-underline"),
        .init("en", .prose, "undo", "toast-banner"),
        .init("en", .prose, "reorder", "list-or-lazy-vstack"),
        .init("en", .prose, "login", "shake-on-error-field"),
        .init("en", .prose, "Lock Screen", "card-pile"),
        .init("en", .prose, "ceiling", "stagger-with-a-cap"),
        .init("en", .prose, "Saved to Files", "toast-banner"),
        .init("en", .prose, "swipeActions", "list-or-lazy-vstack"),
        .init("en", .noAnswer, "kubernetes", nil),
        .init("en", .noAnswer, "database migration", nil),
        .init("en", .noAnswer, "pizza recipe", nil),
        .init("en", .noAnswer, "quantum entanglement", nil),
        .init("en", .noAnswer, "blockchain wallet", nil),
    ]

    static let spanish: [RelevanceQuery] = [
        .init("es", .title, "Aviso emergente", "toast-banner"),
        .init("es", .title, "Montón de tarjetas", "card-pile"),
        .init("es", .title, "Subrayado de pestañas", "tab-underline"),
        .init("es", .title, "Botón para volver arriba", "scroll-to-top-button"),
        .init("es", .stem, "tarjetas destacadas", "hero-card-reveal"),
        .init("es", .stem, "borrar filas", "row-delete-collapse"),
        .init("es", .stem, "pestaña", "tab-underline"),
        .init("es", .stem, "insignias", "pulsing-badge"),
        .init("es", .prefix, "cuadríc", "radial-grid-reveal"),
        .init("es", .prefix, "subray", "tab-underline"),
        .init("es", .prefix, "emerg", "toast-banner"),
        .init("es", .accentFree, "boton volver arriba", "scroll-to-top-button"),
        .init("es", .accentFree, "monton de tarjetas", "card-pile"),
        .init("es", .accentFree, "seccion desplegable", "expanding-section"),
        .init("es", .accentFree, "cuadricula", "radial-grid-reveal"),
        .init("es", .accentFree, "acordeon", "expanding-section"),
        .init("es", .typo, "insigina", "pulsing-badge"),
        .init("es", .typo, "subrayadp", "tab-underline"),
        .init("es", .typo, "cuadricola", "radial-grid-reveal"),
        .init("es", .typo, "temblro", "shake-on-error-field"),
        .init("es", .concept, "contraseña", "shake-on-error-field"),
        .init("es", .concept, "asistente de compra", "progress-steps"),
        .init("es", .concept, "sin leer", "pulsing-badge"),
        .init("es", .concept, "abanico", "card-pile"),
        .init("es", .concept, "mosaico", "radial-grid-reveal"),
        .init("es", .prose, "deshacer", "toast-banner"),
        .init("es", .prose, "inicio de sesión", "shake-on-error-field"),
        .init("es", .prose, "techo", "stagger-with-a-cap"),
        .init("es", .prose, "pantalla de bloqueo", "card-pile"),
        .init("es", .prose, "rendimiento", "list-or-lazy-vstack"),
        .init("es", .noAnswer, "receta de paella", nil),
        .init("es", .noAnswer, "migración de servidores", nil),
        .init("es", .noAnswer, "fútbol", nil),
    ]

    init(_ language: String, _ kind: Kind, _ text: String, _ expected: String?) {
        self.language = language
        self.kind = kind
        self.text = text
        self.expected = expected
    }
}
