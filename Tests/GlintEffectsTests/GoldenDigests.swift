/// The pinned digests of GoldenDigestTests: each effect's particles after `gesture` from 0 to
/// `until` seconds with `seed`, at 30, 60 and 144 steps a second. To update them on purpose, run
/// `GLINT_PRINT_DIGESTS=1 swift test --filter GoldenDigestTests.printDigests` and paste its lines.
enum GoldenDigests {
  static let seed: UInt32 = 2026
  static let gesture = "figure-eight"
  static let until = 1.25

  static let values: [String: [Int: UInt64]] = [
    "burst": [30: 0xD415_1728_7F3E_1A0A, 60: 0x3DFC_C0AB_2E9F_E6A7, 144: 0x7EEE_3095_D3A6_C25F],
    "comet": [30: 0xD427_0EBB_CA92_8AB6, 60: 0xADEE_2402_DFD3_75F0, 144: 0x893A_0B5B_EC9C_69E6],
    "comet-data": [30: 0xF6A4_ED0A_EC23_226E, 60: 0x6BE4_84C5_2CCE_F48E, 144: 0x2E6A_DC4D_C18E_8F61],
    "confetti": [30: 0x15C7_5204_956E_C684, 60: 0x5532_0DD9_3588_7A5C, 144: 0xA52A_B558_D039_4BB8],
    "fireworks": [30: 0xFA7E_1B37_A6DA_73F3, 60: 0x0150_5689_9056_4F3E, 144: 0xE1C2_CFA9_E399_5E74],
    "magnet": [30: 0xDF93_4062_8D00_A9ED, 60: 0x25B7_8924_7311_26E9, 144: 0xB350_9A02_BFAD_1A3E],
    "fireworks-data": [30: 0x4361_B22C_9FF2_9FA5, 60: 0xE548_9AA9_17B3_FBE7, 144: 0x7EF7_597E_84BB_3087],
    "rain": [30: 0x6A69_494C_C309_7B4A, 60: 0xA21A_13B3_27F9_C710, 144: 0x9F99_B024_4F0D_D74C],
    "ring": [30: 0xB76F_E658_1A17_9354, 60: 0xB76F_E658_1A17_9354, 144: 0x4EAB_6D2A_D2D6_737E],
    "smoke": [30: 0xB81D_82F0_7C3E_4E55, 60: 0x8065_DC35_D156_3CF6, 144: 0x7C33_CC8F_2F16_D288],
    "snowfall": [30: 0x33FD_D8E4_6433_3D88, 60: 0x0AAF_15F6_9995_B627, 144: 0xCEB7_72EF_BB06_4242],
    "sparkle-touch": [30: 0x1D92_DEB5_67C3_CE0F, 60: 0x163B_1F04_3F8F_5104, 144: 0x742F_2A08_C77D_BED8],
    "sparkle-trail": [30: 0x78B9_3D35_0D79_34BB, 60: 0xDCFD_0A0B_E5D3_8DBA, 144: 0x2A3A_AA87_BC9B_BAE8],
  ]
}
