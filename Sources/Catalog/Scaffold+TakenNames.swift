extension Scaffold {
    /// Names a new component's type must not take, as it would shadow them in the component's
    /// source: the Swift keywords that name types (`Self`, `Any`), the module names a source
    /// imports or qualifies names with, every public top-level type of the toolchain's Swift,
    /// Foundation, Dispatch, Observation and Synchronization (from `swift-symbolgraph-extract`
    /// of Swift 6.3), and those of SwiftUI, Combine, Charts, SwiftData and MapKit a component
    /// is likely to use (Linux has no SwiftUI to read them from).
    static let takenNames: Set<String> = Set(
        """
        AVFoundation AVKit Accessibility AccessibilityAdjustableAction AccessibilityAdjustmentDirection
        AccessibilityAttachmentModifier AccessibilityChildBehavior AccessibilityCustomContentKey
        AccessibilityDirectTouchOptions AccessibilityFocusState AccessibilityHeadingLevel
        AccessibilityLabeledPairRole AccessibilityQuickActionStyle AccessibilityRotorContent
        AccessibilityRotorEntry AccessibilitySystemRotor AccessibilityTechnologies AccessibilityTextContentType
        AccessibilityTraits AccessibilityZoomGestureAction ActionSheet ActivityKit Actor AdditiveArithmetic
        AffineTransform Alert AlertScene Alignment AlignmentID AlignmentOptions AllowedDynamicRange Anchor
        AnchorPreferenceKey Angle Animatable AnimatableData AnimatableModifier AnimatablePair Animation
        AnimationCompletionCriteria AnimationContext AnimationState AnimationStateKey Annotation Any AnyActor
        AnyBidirectionalCollection AnyCancellable AnyClass AnyCollection AnyGesture AnyGradient AnyHashable
        AnyIndex AnyIterator AnyKeyPath AnyLayout AnyObject AnyPublisher AnyRandomAccessCollection
        AnyRegexOutput AnySequence AnyShape AnyShapeStyle AnySubscriber AnyTransition AnyView App AppIntents
        AppKit AppStorage AreaMark Array ArrayLiteralConvertible ArraySlice AsyncCompactMapSequence
        AsyncDropFirstSequence AsyncDropWhileSequence AsyncFilterSequence AsyncFlatMapSequence AsyncImage
        AsyncImagePhase AsyncIteratorProtocol AsyncMapSequence AsyncPrefixSequence AsyncPrefixWhileSequence
        AsyncSequence AsyncStream AsyncThrowingCompactMapSequence AsyncThrowingDropWhileSequence
        AsyncThrowingFilterSequence AsyncThrowingFlatMapSequence AsyncThrowingMapSequence
        AsyncThrowingPrefixWhileSequence AsyncThrowingStream Atomic AtomicLazyReference AtomicLoadOrdering
        AtomicOptionalRepresentable AtomicRepresentable AtomicStoreOrdering AtomicUpdateOrdering Attribute
        AttributeContainer AttributeDynamicLookup AttributeScope AttributeScopeCodableConfiguration
        AttributeScopes AttributedString AttributedStringAttributeMutation AttributedStringKey
        AttributedStringProtocol AttributedSubstring AutomaticFormStyle Axis AxisMarks AxisValue
        BackgroundDisplayMode BackgroundProminence BackgroundStyle BackgroundTask BadgeProminence BarMark
        BidirectionalCollection BidirectionalIndexable BidirectionalSlice BinaryFloatingPoint BinaryInteger
        Binding BitwiseCopyable BlendMode BlockOperation Body Bool BooleanLiteralConvertible BooleanLiteralType
        BorderedButtonStyle BorderedListStyle BorderedProminentButtonStyle BorderlessButtonMenuStyle
        BorderlessButtonStyle Bundle Button ButtonBorderShape ButtonMenuStyle ButtonRepeatBehavior ButtonRole
        ButtonStyle ButtonStyleConfiguration ButtonToggleStyle ByteCountFormatter CBool CChar CChar16 CChar32
        CChar8 CDouble CFloat CFloat16 CGFloat CGPoint CGRect CGRectEdge CGSize CInt CLong CLongDouble CLongLong
        CShort CSignedChar CUnsignedChar CUnsignedInt CUnsignedLong CUnsignedLongLong CUnsignedShort
        CVaListPointer CVarArg CWideChar Calendar CalendarDatePickerStyle Cancellable CancellationError Canvas
        CanvasSymbol Capsule CarouselListStyle CaseIterable Character CharacterSet Chart ChartAxisContent
        ChartContent ChartProxy Charts CheckboxToggleStyle CheckedContinuation Circle CircularGaugeStyle
        CircularProgressViewStyle Clock ClosedRange ClosedRangeIndex CloudKit CocoaError Codable
        CodableAttributedStringKey CodableConfiguration CodableWithConfiguration CodingKey
        CodingKeyRepresentable CodingUserInfoKey Collection CollectionDifference CollectionOfOne Color
        ColorMatrix ColorPicker ColorRenderingMode ColorScheme ColorSchemeContrast ColumnNavigationViewStyle
        ColumnsFormStyle Combine CommandGroup CommandGroupPlacement CommandLine CommandMenu Commands
        CommandsBuilder CompactDatePickerStyle Comparable ComparableComparator Comparator ComparisonResult
        ConcurrentValue ConnectablePublisher ContainerBackgroundPlacement ContainerRelativeShape ContainerValues
        ContentMarginPlacement ContentShapeKinds ContentSizeCategory ContentTransition ContentUnavailableView
        ContextMenu ContiguousArray ContiguousBytes ContinuousClock ControlActiveState ControlGroup
        ControlGroupStyle ControlSize CoordinateSpace CoordinateSpaceProtocol Copyable CoreData CoreGraphics
        CoreHaptics CoreImage CoreLocation CoreML CoreMotion CoreText CoreTransferable CountableClosedRange
        CountablePartialRangeFrom CountableRange CubicKeyframe CurrentValueSubject CustomConsumingRegexComponent
        CustomDebugStringConvertible CustomLeafReflectable CustomNSError CustomPlaygroundDisplayConvertible
        CustomPlaygroundQuickLookable CustomReflectable CustomStringConvertible CustomizableToolbarContent
        Darwin Data DataProtocol DataRepresentation Date DateComponents DateFormatter DateInterval
        DateIntervalFormatter DatePicker DatePickerComponents DatePickerStyle Decimal Decodable
        DecodableAttributedStringKey DecodableWithConfiguration Decoder DecodingConfigurationProviding
        DecodingError DefaultBidirectionalIndices DefaultButtonStyle DefaultDatePickerStyle
        DefaultDisclosureGroupStyle DefaultFormStyle DefaultGaugeStyle DefaultGroupBoxStyle DefaultIndices
        DefaultLabelStyle DefaultListStyle DefaultMenuStyle DefaultNavigationSplitViewStyle
        DefaultNavigationViewStyle DefaultPickerStyle DefaultProgressViewStyle DefaultRandomAccessIndices
        DefaultStringInterpolation DefaultTabViewStyle DefaultTextFieldStyle DefaultToggleStyle
        DefaultWindowStyle Deferred DialogSeverity Dictionary DictionaryIndex DictionaryIterator
        DictionaryLiteral DictionaryLiteralConvertible DigitalCrownEvent Dimension DiscardingTaskGroup
        DisclosureGroup DisclosureGroupStyle DiscontiguousAttributedSubstring DiscontiguousSlice
        DiscreteFormatStyle Dispatch DispatchData DispatchDataIterator DispatchGroup DispatchIO DispatchObject
        DispatchPredicate DispatchQoS DispatchQueue DispatchSemaphore DispatchSource DispatchSourceHandler
        DispatchSourceProtocol DispatchSourceRead DispatchSourceSignal DispatchSourceTimer
        DispatchSourceUserDataAdd DispatchSourceUserDataOr DispatchSourceUserDataReplace DispatchSourceWrite
        DispatchSpecificKey DispatchTime DispatchTimeInterval DispatchTimeoutResult DispatchWallTime
        DispatchWorkItem DispatchWorkItemFlags Divider DocumentConfiguration DocumentGroup
        DocumentGroupLaunchScene Double DragGesture DropDelegate DropFirstSequence DropInfo DropOperation
        DropProposal DropWhileSequence Duration DurationProtocol DynamicProperty DynamicTypeSize
        DynamicViewContent Edge EdgeInsets EditActions EditButton EditMode Ellipse EllipticalGradient
        EllipticalListStyle Empty EmptyAnimatableData EmptyCollection EmptyCommands EmptyIterator EmptyModifier
        EmptyTableRowContent EmptyView EmptyWidgetConfiguration Encodable EncodableAttributedStringKey
        EncodableWithConfiguration Encoder EncodingConfigurationProviding EncodingError EnergyFormatter Entry
        EnumeratedIterator EnumeratedSequence Environment EnvironmentKey EnvironmentObject EnvironmentValues
        Equatable EquatableView Error Escapable EventModifiers ExclusiveGesture Executor ExecutorJob
        ExpressibleByArrayLiteral ExpressibleByBooleanLiteral ExpressibleByDictionaryLiteral
        ExpressibleByExtendedGraphemeClusterLiteral ExpressibleByFloatLiteral ExpressibleByIntegerLiteral
        ExpressibleByNilLiteral ExpressibleByStringInterpolation ExpressibleByStringLiteral
        ExpressibleByUnicodeScalarLiteral Expression ExtendedGraphemeClusterLiteralConvertible
        ExtendedGraphemeClusterType Fail FetchDescriptor FetchRequest FetchedResults FileAttributeKey
        FileAttributeType FileDialogBrowserOptions FileDocument FileDocumentConfiguration FileHandle FileManager
        FileManagerDelegate FileProtectionType FileRepresentation FillShapeStyle FillStyle FixedWidthInteger
        FlattenBidirectionalCollection FlattenBidirectionalCollectionIndex FlattenCollection
        FlattenCollectionIndex FlattenSequence Float Float16 Float32 Float64 Float80 FloatLiteralConvertible
        FloatLiteralType FloatingPoint FloatingPointClassification FloatingPointRoundingRule FloatingPointSign
        FocusInteractions FocusState FocusedBinding FocusedObject FocusedValue FocusedValueKey FocusedValues
        Font ForEach ForegroundStyle Form FormStyle FormStyleConfiguration FormatStyle Formatter Foundation
        Future GameKit Gauge GaugeStyle GaugeStyleConfiguration GeometryEffect GeometryProxy GeometryReader
        Gesture GestureMask GestureState GestureStateGesture Glibc GlobalActor Gradient GraphicalDatePickerStyle
        GraphicsContext Grid GridItem GridRow Group GroupBox GroupBoxStyle GroupedFormStyle GroupedListStyle
        HSplitView HStack HStackLayout Hashable Hasher HealthKit HelpLink HierarchicalShapeStyle
        HorizontalAlignment HorizontalDirection HorizontalEdge Host HoverEffect HoverEffectPhase HoverPhase
        ISO8601DateFormatter Identifiable Image ImagePaint ImageRenderer ImmediateScheduler ImmersionStyle
        ImmersiveSpace IndexPath IndexSet Indexable IndexableBase IndexingIterator InflectionRule InlineArray
        InputStream InsetGroupedListStyle InsetListStyle InsettableShape InstantProtocol Int Int128 Int16 Int32
        Int64 Int8 IntegerLiteralConvertible IntegerLiteralType InterfaceOrientation IteratorOverOne
        IteratorProtocol IteratorSequence JSONDecoder JSONEncoder JSONSerialization Job JobPriority
        JoinedIterator JoinedSequence Just KeyEquivalent KeyPath KeyPress KeyValuePairs KeyboardShortcut
        KeyedDecodingContainer KeyedDecodingContainerProtocol KeyedEncodingContainer
        KeyedEncodingContainerProtocol KeyframeAnimator KeyframeTimeline KeyframeTrack KeyframeTrackContent
        Keyframes KeyframesBuilder Label LabelStyle LabelStyleConfiguration LabeledContent LabeledContentStyle
        LabeledControlGroupContent Layout LayoutDirection LayoutProperties LayoutSubview LayoutSubviews
        LayoutValueKey LazyBidirectionalCollection LazyCollection LazyCollectionProtocol
        LazyDropWhileBidirectionalCollection LazyDropWhileCollection LazyDropWhileIndex LazyDropWhileIterator
        LazyDropWhileSequence LazyFilterBidirectionalCollection LazyFilterCollection LazyFilterIndex
        LazyFilterIterator LazyFilterSequence LazyHGrid LazyHStack LazyMapBidirectionalCollection
        LazyMapCollection LazyMapIterator LazyMapRandomAccessCollection LazyMapSequence
        LazyPrefixWhileBidirectionalCollection LazyPrefixWhileCollection LazyPrefixWhileIndex
        LazyPrefixWhileIterator LazyPrefixWhileSequence LazyRandomAccessCollection LazySequence
        LazySequenceProtocol LazyVGrid LazyVStack LegibilityWeight LengthFormatter LineMark
        LinearCapacityGaugeStyle LinearGaugeStyle LinearGradient LinearKeyframe LinearProgressViewStyle Link
        LinkShapeStyle List ListItemTint ListSectionSpacing ListStyle Locale LocalizedError LocalizedStringKey
        LongPressGesture LosslessStringConvertible MagnificationGesture MagnifyGesture MainActor ManagedBuffer
        ManagedBufferPointer Map MapCameraPosition MapKit MarkdownDecodableAttributedStringKey Marker
        MassFormatter MatchedGeometryProperties MatchedTransitionSource Material Measurement MemoryLayout Menu
        MenuActionDismissBehavior MenuBarExtra MenuBarExtraStyle MenuButton MenuOrder MenuPickerStyle MenuStyle
        MenuStyleConfiguration MeshGradient Mirror MirrorPath Model ModelContainer ModelContext ModifiedContent
        Morphology MoveCommandDirection MoveKeyframe MultiDatePicker MusicKit MutableBidirectionalSlice
        MutableCollection MutableDataProtocol MutableIndexable MutableRandomAccessSlice
        MutableRangeReplaceableBidirectionalSlice MutableRangeReplaceableRandomAccessSlice
        MutableRangeReplaceableSlice MutableRawSpan MutableSlice MutableSpan Mutex NSAffineTransform
        NSAffineTransformStruct NSArray NSAttributedString NSBinarySearchingOptions NSCache NSCacheDelegate
        NSCalendar NSCharacterSet NSCoder NSCoding NSComparisonPredicate NSCompoundPredicate NSCondition
        NSConditionLock NSCopying NSCountedSet NSData NSDate NSDateComponents NSDateInterval NSDecimalNumber
        NSDecimalNumberBehaviors NSDecimalNumberHandler NSDictionary NSEdgeInsets NSEnumerationOptions
        NSEnumerator NSError NSErrorDomain NSExceptionName NSExpression NSIndexPath NSIndexSet
        NSIndexSetIterator NSKeyedArchiver NSKeyedArchiverDelegate NSKeyedUnarchiver NSKeyedUnarchiverDelegate
        NSLocale NSLock NSLocking NSMeasurement NSMutableArray NSMutableAttributedString NSMutableCharacterSet
        NSMutableCopying NSMutableData NSMutableDictionary NSMutableIndexSet NSMutableOrderedSet NSMutableSet
        NSMutableString NSNotification NSNull NSNumber NSObject NSObjectProtocol NSOrderedSet NSOrthography
        NSPersonNameComponents NSPoint NSPointArray NSPointPointer NSPredicate NSRange NSRangePointer NSRect
        NSRectArray NSRectEdge NSRectPointer NSRecursiveLock NSRegularExpression NSSecureCoding NSSet NSSize
        NSSizeArray NSSizePointer NSSortDescriptor NSSortOptions NSString NSTextCheckingKey NSTextCheckingResult
        NSTimeZone NSURL NSURLComponents NSURLQueryItem NSUUID NSValue NSZone Namespace NavigationBarItem
        NavigationLink NavigationPath NavigationSplitView NavigationSplitViewColumn NavigationSplitViewStyle
        NavigationSplitViewVisibility NavigationStack NavigationTransition NavigationView NavigationViewStyle
        Never NilLiteralConvertible Notification NotificationCenter NotificationQueue NumberFormatter Numeric
        ObjCBool ObjectIdentifier Observable ObservableObject Observation ObservationRegistrar Observations
        ObservedObject OffsetShape OpaquePointer OpenDocumentAction OpenURLAction OpenWindowAction
        OperatingSystemVersion Operation OperationQueue OptionSet Optional Ornament OutlineGroup
        OutlineSubgroupChildren OutputRawSpan OutputSpan OutputStream POSIXError PageTabViewStyle
        PalettePickerStyle ParseStrategy ParseableFormatStyle PartialAsyncTask PartialKeyPath PartialRangeFrom
        PartialRangeThrough PartialRangeUpTo PassthroughSubject PasteButton Path PersistentModel
        PersonNameComponents PersonNameComponentsFormatter PhaseAnimator Photos PhotosUI Picker PickerStyle
        PinnedScrollableViews Pipe PlaceholderTextShapeStyle PlainButtonStyle PlainListStyle PlainTextFieldStyle
        PlaygroundQuickLook Plot PlottableValue PointMark PointerStyle PopUpButtonPickerStyle
        PopoverAttachmentAnchor Port PortDelegate PortMessage Predicate PredicateBindings PredicateError
        PredicateExpression PredicateExpressions PreferenceKey PrefixSequence PresentationAdaptation
        PresentationBackgroundInteraction PresentationContentInteraction PresentationDetent PresentationMode
        PresentationSizing PresentedWindowContent Preview PreviewContext PreviewDevice PreviewLayout
        PreviewModifier PreviewPlatform PreviewProvider Previewable PrimitiveButtonStyle
        PrimitiveButtonStyleConfiguration Process ProcessInfo Progress ProgressKind ProgressReporting
        ProgressUserInfoKey ProgressView ProgressViewStyle ProgressViewStyleConfiguration ProjectionTransform
        PropertyListDecoder PropertyListEncoder PropertyListSerialization ProposedViewSize Protocol
        ProxyRepresentation Published Publisher Publishers QualityOfService QuartzCore Query RadialGradient
        RadioGroupPickerStyle RandomAccessCollection RandomAccessIndexable RandomAccessSlice
        RandomNumberGenerator Range RangeExpression RangeReplaceableBidirectionalSlice
        RangeReplaceableCollection RangeReplaceableIndexable RangeReplaceableRandomAccessSlice
        RangeReplaceableSlice RangeSet RawRepresentable RawSpan RealityKit Record RecoverableError Rectangle
        RectangleMark RedactionReasons ReferenceConvertible ReferenceWritableKeyPath RefreshAction Regex
        RegexBuilder RegexComponent RegexRepetitionBehavior RegexSemanticLevel RegexWordBoundaryKind
        Relationship RenameAction RenameButton Repeated ResetFocusAction Result ReversedCollection ReversedIndex
        ReversedRandomAccessCollection RotateGesture RotatedShape RotationGesture RoundedBorderTextFieldStyle
        RoundedCornerStyle RoundedRectangle RoundedRectangularShape RuleMark RunLoop SIMD SIMD16 SIMD2 SIMD3
        SIMD32 SIMD4 SIMD64 SIMD8 SIMDMask SIMDScalar SIMDStorage SafeAreaRegions ScaledMetric ScaledShape
        Scanner Scene SceneBuilder SceneKit ScenePadding ScenePhase SceneStorage Scheduler
        ScopedAttributeContainer ScrollAnchorRole ScrollBounceBehavior ScrollContentOffsetAdjustmentBehavior
        ScrollDismissesKeyboardMode ScrollGeometry ScrollIndicatorVisibility ScrollPosition ScrollTarget
        ScrollTargetBehavior ScrollTargetBehaviorContext ScrollTransitionConfiguration ScrollTransitionPhase
        ScrollView ScrollViewProxy ScrollViewReader SearchFieldPlacement SearchScopeActivation
        SearchSuggestionsPlacement SearchUnavailableContent Section SectionedFetchRequest SectionedFetchResults
        SectorMark SecureField SegmentedPickerStyle SelectionShapeStyle Self Sendable SendableMetatype
        SensoryFeedback Sequence SequenceGesture SerialExecutor Set SetAlgebra SetIndex SetIterator Settings
        SettingsLink Shader ShaderFunction ShaderLibrary ShadowStyle Shape ShapeRole ShapeStyle ShapeView
        ShareLink SharePreview SidebarListStyle SignedInteger SignedNumeric SimultaneousGesture
        SingleValueDecodingContainer SingleValueEncodingContainer Slice Slider SocketNativeHandle SocketPort
        Some SortComparator SortDescriptor SortOrder Spacer Span Spatial SpatialEventCollection
        SpatialEventGesture SpatialTapGesture Spring SpringKeyframe SpringLoadingBehavior SpriteKit
        StackNavigationViewStyle StandardPredicateExpression State StateObject StaticBigInt StaticString Stepper
        StoreKit Stream StreamDelegate StreamNetworkServiceTypeValue StreamSOCKSProxyConfiguration
        StreamSOCKSProxyVersion StreamSocketSecurityLevel StrideThrough StrideThroughIterator StrideTo
        StrideToIterator Strideable String StringInterpolationConvertible StringInterpolationProtocol
        StringLiteralConvertible StringLiteralType StringProtocol StringTransform StrokeBorderShapeView
        StrokeShapeView StrokeStyle Subject SubmitLabel SubmitTriggers Subscriber Subscribers Subscription
        SubscriptionView Substring SurroundingsEffect SuspendingClock Swift SwiftData SwiftUI SwitchToggleStyle
        SymbolRenderingMode SymbolVariants Symbols Synchronization SystemRandomNumberGenerator Tab TabContent
        TabSection TabView TabViewCustomization TabViewStyle Table TableColumn TableColumnBuilder
        TableColumnContent TableColumnCustomization TableRow TableRowBuilder TableRowContent TableStyle
        TapGesture Task TaskExecutor TaskGroup TaskLocal TaskPriority Testing Text TextAlignment TextEditor
        TextEditorStyle TextField TextFieldStyle TextInputAutocapitalization TextOutputStream
        TextOutputStreamable TextProxy TextRenderer TextSelectability TextSelection Thread
        ThrowingDiscardingTaskGroup ThrowingTaskGroup TimeInterval TimeZone TimelineSchedule TimelineView Timer
        TipKit TitleBarWindowStyle Toggle ToggleStyle ToggleStyleConfiguration ToolbarContent
        ToolbarContentBuilder ToolbarCustomizationBehavior ToolbarItem ToolbarItemGroup ToolbarItemPlacement
        ToolbarPlacement ToolbarRole ToolbarTitleMenu TopLevelDecoder TopLevelEncoder Transaction TransactionKey
        Transferable Transition TransitionPhase TransitionProperties TupleView Type UIKit UInt UInt128 UInt16
        UInt32 UInt64 UInt8 URL URLComponents URLError URLFileResourceType URLQueryItem URLResourceKey
        URLResourceValues UTF16 UTF32 UTF8 UTF8Span UUID UnboundedRange UnevenRoundedRectangle
        UnfoldFirstSequence UnfoldSequence Unicode UnicodeCodec UnicodeDecodingResult UnicodeScalar
        UnicodeScalarLiteralConvertible UnicodeScalarType Unit UnitAcceleration UnitAngle UnitArea
        UnitConcentrationMass UnitConverter UnitConverterLinear UnitCurve UnitDispersion UnitDuration
        UnitElectricCharge UnitElectricCurrent UnitElectricPotentialDifference UnitElectricResistance UnitEnergy
        UnitFrequency UnitFuelEfficiency UnitIlluminance UnitInformationStorage UnitLength UnitMass UnitPoint
        UnitPower UnitPressure UnitSpeed UnitTemperature UnitVolume UnkeyedDecodingContainer
        UnkeyedEncodingContainer Unmanaged UnownedJob UnownedSerialExecutor UnownedTaskExecutor
        UnsafeBufferPointer UnsafeBufferPointerIterator UnsafeConcurrentValue UnsafeContinuation
        UnsafeCurrentTask UnsafeMutableBufferPointer UnsafeMutablePointer UnsafeMutableRawBufferPointer
        UnsafeMutableRawBufferPointerIterator UnsafeMutableRawPointer UnsafePointer UnsafeRawBufferPointer
        UnsafeRawBufferPointerIterator UnsafeRawPointer UnsafeSendable UnsafeThrowingContinuation
        UnsignedInteger UserDefaults UserInterfaceSizeClass VSplitView VStack VStackLayout VerticalAlignment
        VerticalDirection VerticalEdge View ViewBuilder ViewDimensions ViewModifier ViewThatFits Visibility
        VisualEffect Void WatchKit WeatherKit WheelDatePickerStyle WheelPickerStyle Widget WidgetBundle
        WidgetConfiguration WidgetKit Window WindowGroup WindowLevel WindowPlacement WindowResizability
        WindowStyle WindowToolbarStyle WindowVisibilityToggle WordPair WritableKeyPath ZStack ZStackLayout
        Zip2Iterator Zip2SequenceAccessibilityActionKind ZoomNavigationTransition
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
