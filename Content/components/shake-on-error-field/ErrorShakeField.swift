// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// The shake and what follows it.
enum ErrorShakeTiming {
    /// Five legs of 0.05 s: out, back, out, back, out. An odd count ends away from home,
    /// which is why ``settle`` follows.
    static let shake: Animation = .linear(duration: 0.05).repeatCount(5, autoreverses: true)
    /// Brings the field back to its place once the shaking stops.
    static let settle: Animation = .spring(duration: 0.2, bounce: 0.5)
    /// Shows and hides the red outline and the message.
    static let highlight: Animation = .easeOut(duration: 0.2)
}

/// A text or secure field that shakes sideways and turns red after a failed attempt.
///
/// Increase `failures` after every rejected value: each new value shakes the field once and
/// plays the error haptic. Typing clears the error. With Reduce Motion on, the field stays
/// still and only the outline and the message say that something went wrong.
struct ErrorShakeField: View {
    let title: LocalizedStringKey
    @Binding var text: String
    /// A counter of failed attempts. Every change triggers one shake.
    let failures: Int
    var errorMessage: LocalizedStringKey = "That didn't work. Try again."
    /// How far the field swings to the side, in points.
    var travel: CGFloat = 8
    var isSecure: Bool = true

    @State private var swing: CGFloat = 0
    @State private var showsError = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Group {
                if isSecure {
                    SecureField(title, text: $text)
                } else {
                    TextField(title, text: $text)
                }
            }
            .padding(12)
            .background(.fill.tertiary, in: .rect(cornerRadius: 12))
            .overlay {
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(showsError ? Color.red : Color.clear, lineWidth: 1.5)
            }
            .offset(x: swing)

            if showsError {
                Text(errorMessage)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .transition(.opacity)
            }
        }
        .sensoryFeedback(.error, trigger: failures)
        .onChange(of: failures) { reject() }
        .onChange(of: text) {
            guard showsError else { return }
            withAnimation(ErrorShakeTiming.highlight) { showsError = false }
        }
    }

    private func reject() {
        withAnimation(ErrorShakeTiming.highlight) { showsError = true }
        guard !reduceMotion else { return }
        withAnimation(ErrorShakeTiming.shake) {
            swing = travel
        } completion: {
            withAnimation(ErrorShakeTiming.settle) { swing = 0 }
        }
    }
}

// MARK: - Demo

struct ErrorShakeFieldDemo: View {
    @State private var password = ""
    @State private var failures = 0
    @State private var isJoined = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Greenhouse Wi-Fi", systemImage: "wifi")
                .font(.headline)
            ErrorShakeField(title: "Password", text: $password, failures: failures,
                            errorMessage: "Wrong password. Hint: a fruit tree.")
            Button(isJoined ? "Joined" : "Join") {
                if password == "orchard" { isJoined = true } else { failures += 1 }
            }
            .buttonStyle(.borderedProminent)
            .disabled(password.isEmpty || isJoined)
        }
        .padding(24)
    }
}

#Preview {
    ErrorShakeFieldDemo()
}
