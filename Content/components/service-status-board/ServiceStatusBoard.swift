// SPDX-License-Identifier: MIT
// Copyright (c) 2026 SwiftUI Motion Catalog contributors

import SwiftUI

/// How bad a service's state is; the worse, the sooner its tile comes in.
enum ServiceHealth: Int, Comparable, Sendable {
    case operational = 0
    case degraded = 1
    case down = 2

    static func < (lhs: ServiceHealth, rhs: ServiceHealth) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// When each tile of the board comes in: by health alone, the worst first.
enum ServiceStatusTiming {
    /// Every tile settles in on this curve.
    static let settle: Animation = .smooth(duration: 0.35)
    /// The size a tile starts from, as a fraction of its own.
    static let startScale: CGFloat = 0.9

    /// The place of each tile in the order, in the order the services are given: the worst
    /// health first; services in the same health keep the order they are given in, wherever
    /// their tiles sit on the board.
    static func ranks(_ health: [ServiceHealth]) -> [Int] {
        let order = health.indices.sorted { a, b in
            health[a] == health[b] ? a < b : health[a] > health[b]
        }
        var ranks = [Int](repeating: 0, count: health.count)
        for (rank, index) in order.enumerated() { ranks[index] = rank }
        return ranks
    }
}

/// A board of service tiles that comes in worst first: services that are down, then degraded
/// ones, then those that work, each growing slightly into place as it fades in.
///
/// With Reduce Motion on, the tiles fade in together without growing, on the same curve.
struct ServiceStatusBoard<Service: Identifiable, Tile: View>: View {
    /// The services, most important first: that order settles ties between equal health.
    let services: [Service]
    /// The health of a service.
    let health: (Service) -> ServiceHealth
    var columns: Int = 3
    /// The wait between one tile and the next in the order, in seconds.
    var baseDelay: Double = 0.08
    var spacing: CGFloat = 12
    /// Builds the tile of one service.
    @ViewBuilder var tile: (Service) -> Tile

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        let ranks = ServiceStatusTiming.ranks(services.map(health))
        LazyVGrid(
            columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns), spacing: spacing
        ) {
            ForEach(Array(services.enumerated()), id: \.element.id) { index, service in
                tile(service)
                    .scaleEffect(isShown || reduceMotion ? 1 : ServiceStatusTiming.startScale)
                    .opacity(isShown ? 1 : 0)
                    .animation(
                        ServiceStatusTiming.settle.delay(reduceMotion ? 0 : Double(ranks[index]) * baseDelay),
                        value: isShown)
            }
        }
        .onAppear { isShown = true }
    }
}

// MARK: - Demo

private struct DemoService: Identifiable {
    let id: String
    let health: ServiceHealth
}

struct ServiceStatusBoardDemo: View {
    private let services = [
        DemoService(id: "API", health: .operational),
        DemoService(id: "Payments", health: .down),
        DemoService(id: "Search", health: .operational),
        DemoService(id: "Accounts", health: .degraded),
        DemoService(id: "Email", health: .operational),
        DemoService(id: "Storage", health: .degraded),
    ]

    var body: some View {
        ServiceStatusBoard(services: services, health: \.health) { service in
            VStack(alignment: .leading, spacing: 6) {
                Text(service.id).font(.headline)
                Text(label(service.health)).font(.caption)
            }
            .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
            .padding(12)
            .background(color(service.health).opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
        }
        .padding()
    }

    private func label(_ health: ServiceHealth) -> String {
        switch health {
        case .operational: "Operational"
        case .degraded: "Degraded"
        case .down: "Down"
        }
    }

    private func color(_ health: ServiceHealth) -> Color {
        switch health {
        case .operational: .green
        case .degraded: .orange
        case .down: .red
        }
    }
}

#Preview {
    ServiceStatusBoardDemo()
}
