// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import Accessibility
import SwiftUI

/// The three beats of a toast: it arrives, it stays, it leaves.
enum ToastTiming {
    /// The banner drops in from above with a light bounce.
    static let arrive: Animation = .spring(duration: 0.4, bounce: 0.2)
    /// It leaves faster than it came, accelerating away.
    static let leave: Animation = .easeIn(duration: 0.25)
    /// How far above its place the banner waits while hidden, in points.
    static let travel: CGFloat = 80
}

/// A small banner that slides down, stays for `hold`, then slides back up by itself.
///
/// The banner sets `isPresented` back to `false` when its time is up, and asks VoiceOver to read
/// the message as it arrives, since it may be gone before the cursor gets there. With Reduce
/// Motion on, the banner fades in and out in place instead of sliding.
struct ToastBanner: View {
    let message: LocalizedStringResource
    @Binding var isPresented: Bool
    var systemImage: String = "checkmark.circle.fill"
    /// How long the banner stays, counted from the moment it starts to arrive.
    var hold: Duration = .seconds(2.5)

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Label {
            Text(message)
        } icon: {
            Image(systemName: systemImage)
        }
        .font(.subheadline.weight(.semibold))
        .padding(.horizontal, 18)
        .padding(.vertical, 12)
        .background(.regularMaterial, in: .capsule)
        .shadow(color: .black.opacity(0.12), radius: 12, y: 6)
        .opacity(isPresented ? 1 : 0)
        .offset(y: isPresented || reduceMotion ? 0 : -ToastTiming.travel)
        .animation(isPresented ? ToastTiming.arrive : ToastTiming.leave, value: isPresented)
        .allowsHitTesting(isPresented)
        .accessibilityHidden(!isPresented)
        .task(id: isPresented) {
            guard isPresented else { return }
            AccessibilityNotification.Announcement(String(localized: message)).post()
            do {
                try await Task.sleep(for: hold)
            } catch {
                return // Canceled: the binding changed while we waited.
            }
            isPresented = false
        }
    }
}

// MARK: - Demo

struct ToastBannerDemo: View {
    @State private var showsToast = false

    var body: some View {
        NavigationStack {
            List {
                Section("Shared album") {
                    LabeledContent("Photos", value: "86")
                    LabeledContent("People", value: "4")
                }
                Button("Copy invite link", systemImage: "link") {
                    showsToast = true
                }
            }
            .navigationTitle("Summer Camp")
            .overlay(alignment: .top) {
                ToastBanner(message: "Link copied", isPresented: $showsToast)
                    .padding(.top, 8)
            }
        }
    }
}

#Preview {
    ToastBannerDemo()
}
