import Diagnostics
import Foundation
import TextUtilities

struct ExpressionArgument {
    let label: String?
    let labelColumn: Int
    let value: Double
    let valueText: String
    let isBoolean: Bool
    let valueColumn: Int
}
