// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The two steps: the row goes into the list, then its editor is pushed.
enum InsertThenPushTiming {
    /// The animation the row insertion is wrapped in. The list draws the insertion itself.
    static let insert: Animation = .default
    /// The push is drawn by the navigation stack, not by this code. The catalog's preview
    /// stands in for it with this curve.
    static let pushStandIn: Animation = .smooth
}

/// Opens when created and tells how much of a minimum duration is still to come.
struct MinimumDurationWindow {
    let minimum: Duration
    private let opened = ContinuousClock.now

    init(minimum: Duration) {
        self.minimum = minimum
    }

    /// What is left of `minimum`. Never negative: past the minimum, the answer is zero.
    var remaining: Duration {
        max(minimum - opened.duration(to: ContinuousClock.now), .zero)
    }

    /// Sleeps for whatever is left, and not at all when nothing is.
    func waitForRest() async {
        let rest = remaining
        guard rest > .zero else { return }
        try? await Task.sleep(for: rest)
    }
}

/// A list with an Add button that inserts a new entry, lets the row land, then pushes its editor.
///
/// `withAnimation`'s completion fires almost at once for a `List` insertion, so the push waits
/// for what is left of `minimumInsertDuration`, measured from the tap. The list ignores touches
/// during that short window. An entry still blank when its editor closes is removed again.
/// With Reduce Motion on, the row is inserted without animation and the editor is pushed at once.
struct InsertThenEditList<Entry: Identifiable, Row: View, Editor: View>: View {
    @Binding var entries: [Entry]
    let title: LocalizedStringKey
    var minimumInsertDuration: Duration = .milliseconds(250)
    let makeEntry: () -> Entry
    var isBlank: (Entry) -> Bool = { _ in false }
    @ViewBuilder var row: (Entry) -> Row
    @ViewBuilder var editor: (Binding<Entry>) -> Editor

    @State private var path: [Entry.ID] = []
    @State private var isInserting = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        NavigationStack(path: $path) {
            List(entries) { entry in
                NavigationLink(value: entry.id) { row(entry) }
            }
            .allowsHitTesting(!isInserting)
            .navigationTitle(title)
            .toolbar {
                Button("Add", systemImage: "plus", action: insertAndOpen)
                    .disabled(isInserting)
            }
            .navigationDestination(for: Entry.ID.self) { id in
                if let index = entries.firstIndex(where: { $0.id == id }) {
                    editor($entries[index])
                        .onDisappear { discardIfBlank(id) }
                } else {
                    ContentUnavailableView("Entry Deleted", systemImage: "trash")
                }
            }
        }
    }

    private func insertAndOpen() {
        // Something else is on screen, or an insertion is already waiting: do nothing.
        guard path.isEmpty, !isInserting else { return }
        isInserting = true
        let entry = makeEntry()
        let window = MinimumDurationWindow(minimum: reduceMotion ? .zero : minimumInsertDuration)

        withAnimation(reduceMotion ? nil : InsertThenPushTiming.insert) {
            entries.append(entry)
        } completion: {
            Task { @MainActor in
                await window.waitForRest()
                if path.isEmpty { path.append(entry.id) }
                isInserting = false
            }
        }
    }

    /// Runs when an editor has left the screen, after the pop animation.
    private func discardIfBlank(_ id: Entry.ID) {
        guard !path.contains(id),
              let index = entries.firstIndex(where: { $0.id == id }),
              isBlank(entries[index]) else { return }
        withAnimation { _ = entries.remove(at: index) }
    }
}

// MARK: - Demo

private struct Trip: Identifiable {
    let id = UUID()
    var destination: String
}

struct InsertThenEditListDemo: View {
    @State private var trips = [Trip(destination: "Porto"), Trip(destination: "Ljubljana")]

    var body: some View {
        InsertThenEditList(
            entries: $trips,
            title: "Trips",
            makeEntry: { Trip(destination: "") },
            isBlank: { $0.destination.trimmingCharacters(in: .whitespaces).isEmpty }
        ) { trip in
            Text(trip.destination.isEmpty ? "New trip" : trip.destination)
        } editor: { $trip in
            Form { TextField("Destination", text: $trip.destination) }
                .navigationTitle("Trip")
        }
    }
}

#Preview {
    InsertThenEditListDemo()
}
