// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// When each photo of the wall appears, worked out once from the grid's shape.
enum DiagonalPhotoWallTiming {
    /// Every photo grows in on this spring.
    static let appear: Animation = .spring(duration: 0.5, bounce: 0.15)
    /// The wait between one photo and the next in the sweep, in seconds.
    static let baseDelay: Double = 0.04
    /// The size a photo starts from, as a fraction of its own.
    static let startScale: CGFloat = 0.8

    /// The place of each cell in the sweep: cells sorted by `column + row`, the diagonal from
    /// the top-left corner, cells on one diagonal keeping their reading order.
    static func ranks(columns: Int, count: Int) -> [Int] {
        let cells = Array(0..<count)
        let order = cells.sorted { a, b in
            let diagonalA = a % columns + a / columns
            let diagonalB = b % columns + b / columns
            return diagonalA == diagonalB ? a < b : diagonalA < diagonalB
        }
        var ranks = [Int](repeating: 0, count: count)
        for (rank, cell) in order.enumerated() { ranks[cell] = rank }
        return ranks
    }

    /// The delay of the cell at `index`; nothing waits with Reduce Motion on.
    static func delay(rank: Int, reduceMotion: Bool) -> Double {
        reduceMotion ? 0 : Double(rank) * baseDelay
    }
}

/// A wall of photos that sweeps in diagonally from the top-left corner, each photo growing
/// from 80% of its size as it fades in.
///
/// With Reduce Motion on, the photos fade in together at full size.
struct DiagonalPhotoWall<Photo: Identifiable, Cell: View>: View {
    let photos: [Photo]
    var columns: Int = 4
    var spacing: CGFloat = 8
    @ViewBuilder var cell: (Photo) -> Cell

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        let ranks = DiagonalPhotoWallTiming.ranks(columns: columns, count: photos.count)
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns), spacing: spacing) {
            ForEach(Array(photos.enumerated()), id: \.element.id) { index, photo in
                cell(photo)
                    .aspectRatio(1, contentMode: .fill)
                    .scaleEffect(isShown || reduceMotion ? 1 : DiagonalPhotoWallTiming.startScale)
                    .opacity(isShown ? 1 : 0)
                    .animation(
                        (reduceMotion ? Animation.easeInOut(duration: 0.25) : DiagonalPhotoWallTiming.appear)
                            .delay(DiagonalPhotoWallTiming.delay(rank: ranks[index], reduceMotion: reduceMotion)),
                        value: isShown)
            }
        }
        .onAppear { isShown = true }
    }
}

// MARK: - Demo

private struct DemoPhoto: Identifiable {
    let id: Int
    let hue: Double
}

struct DiagonalPhotoWallDemo: View {
    private let photos = (0..<12).map { DemoPhoto(id: $0, hue: Double($0) / 12) }

    var body: some View {
        DiagonalPhotoWall(photos: photos) { photo in
            RoundedRectangle(cornerRadius: 10)
                .fill(Color(hue: photo.hue, saturation: 0.5, brightness: 0.9))
                .accessibilityHidden(true)
        }
        .padding()
    }
}

#Preview {
    DiagonalPhotoWallDemo()
}
